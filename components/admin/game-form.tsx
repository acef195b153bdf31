"use client";
// A game's settings on its console page: what the storefront shows, the player id's format, and what belongs to its
// kind (a supply-channel game's servers, the Standoff settings, the Steam commission), checked with the API's own
// zod body (react-hook-form) and sent as one PATCH; the API's field errors land under their fields.
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { updateGame, type GameBody, type GameChangeBody } from "@/lib/api/admin-catalogue";
import { gameCreateBodySchema } from "@/lib/schemas/admin/games";
import type { AdminGame } from "@/lib/server/catalog/admin-game-row";
import { asDecimal, asTags, asWholeNumber } from "./catalogue-inputs";
import { FormCheckbox, FormField, FormTextarea } from "./form-field";
import { DialogFooter } from "./dialog-footer";
import { useConsoleForm } from "./use-console-form";
import own from "./catalogue-form.module.css";
import styles from "./admin.module.css";

/** The form's values: the game's fields, with only its own kind's parts. */
function valuesOf(g: AdminGame): GameBody {
  const common = {
    kind: g.kind,
    title: g.title,
    detailTitle: g.detailTitle,
    detailDescription: g.detailDescription,
    isAuthRequired: g.isAuthRequired,
    isActive: g.isActive,
    productPreviewName: g.productPreviewName,
    productPreviewIcon: g.productPreviewIcon,
    tags: g.tags,
    position: g.position,
    playerIdPattern: g.playerIdPattern ?? "",
    playerIdHint: g.playerIdHint ?? "",
  };
  const kindParts = {
    ...(g.kind === "supply"
      ? { isServerNeeded: g.isServerNeeded, isServerEnum: g.isServerEnum, servers: g.servers }
      : {}),
    ...(g.standoffSettings ? { standoffSettings: g.standoffSettings } : {}),
    ...(g.steamSettings ? { steamSettings: g.steamSettings } : {}),
  };
  return { ...common, ...kindParts } as GameBody;
}

const useGameForm = (game: AdminGame) => useConsoleForm(gameCreateBodySchema, valuesOf(game));

export function GameForm({ game }: { game: AdminGame }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const form = useGameForm(game);
  const { register, submit, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = submit(async (values) => {
    setSaved(false);
    // The kind is the form's (its schema asks for it) but never changes: the PATCH leaves it out.
    const change: Record<string, unknown> = { ...values };
    delete change.kind;
    await updateGame(game.id, change as GameChangeBody);
    setSaved(true);
    router.refresh();
  });

  const field = (name: Parameters<typeof register>[0], label: string, error?: string, maxLength = 100) => (
    <FormField label={label} registration={register(name)} error={error} maxLength={maxLength} />
  );

  return (
    <form onSubmit={onSubmit} className={own.form} noValidate aria-label={t("game_settings")}>
      <fieldset className={own.group}>
        <legend>{t("game_settings")}</legend>
        {field("title", t("field_title"), errors.title?.message)}
        {field("detailTitle", t("field_detail_title"), errors.detailTitle?.message, 200)}
        <FormField
          label={t("field_position")}
          registration={register("position", asWholeNumber)}
          error={errors.position?.message}
          inputMode="numeric"
        />
        <FormField
          label={t("field_tags")}
          registration={register("tags", asTags)}
          error={errors.tags?.message ?? errors.tags?.[0]?.message}
        />
        {field("productPreviewName", t("field_preview_name"), errors.productPreviewName?.message)}
        {field("productPreviewIcon", t("field_preview_icon"), errors.productPreviewIcon?.message, 300)}
        <div className={own.wide}>
          <FormTextarea
            label={t("field_detail_description")}
            registration={register("detailDescription")}
            error={errors.detailDescription?.message}
            maxLength={5000}
          />
        </div>
        <FormCheckbox label={t("field_game_active")} registration={register("isActive")} />
        <FormCheckbox label={t("field_auth_required")} registration={register("isAuthRequired")} />
      </fieldset>

      <fieldset className={own.group}>
        <legend>{t("player_id_rules")}</legend>
        {field("playerIdPattern", t("field_player_id_pattern"), errors.playerIdPattern?.message, 200)}
        {field("playerIdHint", t("field_player_id_hint"), errors.playerIdHint?.message)}
      </fieldset>

      {game.kind === "supply" && <GameServers form={form} />}

      {game.kind === "standoff" && (
        <fieldset className={own.group}>
          <legend>{t("standoff_settings")}</legend>
          {field(
            "standoffSettings.skinName",
            t("field_skin_name"),
            errors.standoffSettings?.skinName?.message,
          )}
          {field(
            "standoffSettings.skinPicture",
            t("field_skin_picture"),
            errors.standoffSettings?.skinPicture?.message,
            300,
          )}
          <FormField
            label={t("field_market_fee")}
            registration={register("standoffSettings.marketFee", asDecimal)}
            error={errors.standoffSettings?.marketFee?.message ?? errors.standoffSettings?.message}
            inputMode="decimal"
          />
          <FormCheckbox
            label={t("field_need_refund")}
            registration={register("standoffSettings.needRefund")}
          />
          <FormCheckbox
            label={t("field_surplus")}
            registration={register("standoffSettings.isSurplusEnabled")}
          />
        </fieldset>
      )}

      {game.kind === "steam" && (
        <fieldset className={own.group}>
          <legend>{t("steam_settings")}</legend>
          <FormField
            label={t("field_commission")}
            registration={register("steamSettings.commission", asDecimal)}
            error={errors.steamSettings?.commission?.message ?? errors.steamSettings?.message}
            inputMode="decimal"
          />
        </fieldset>
      )}

      <DialogFooter
        error={errors.root?.server?.message}
        notice={saved ? t("saved") : null}
        isBusy={isSubmitting}
        label={t("save")}
      />
    </form>
  );
}

/**
 * A supply-channel game's servers: whether the order needs one, whether it is picked from the list, and the list
 * (rendered only for that kind, so no other game's change carries a server list).
 */
function GameServers({ form }: { form: ReturnType<typeof useGameForm> }) {
  const t = useTranslations("admin");
  const { register, control, formState } = form;
  const { errors } = formState;
  const servers = useFieldArray({ control, name: "servers", keyName: "key" });
  return (
    <fieldset className={own.group}>
      <legend>{t("servers_title")}</legend>
      <FormCheckbox label={t("field_server_needed")} registration={register("isServerNeeded")} />
      <FormCheckbox label={t("field_server_enum")} registration={register("isServerEnum")} />
      {servers.fields.map((server, index) => (
        <div key={server.key} className={own.server}>
          <FormField
            label={t("server_name", { number: index + 1 })}
            registration={register(`servers.${index}.name`)}
            error={errors.servers?.[index]?.name?.message}
            maxLength={100}
          />
          <Button type="button" size="s" variant="ghost" onClick={() => servers.remove(index)}>
            {t("remove_server", { number: index + 1 })}
          </Button>
        </div>
      ))}
      {errors.servers?.message && (
        <p role="alert" className={`${styles.alert} ${own.wide}`}>
          {errors.servers.message}
        </p>
      )}
      <div className={own.wide}>
        <Button type="button" size="s" variant="secondary" onClick={() => servers.append({ name: "" })}>
          {t("add_server")}
        </Button>
      </div>
    </fieldset>
  );
}
