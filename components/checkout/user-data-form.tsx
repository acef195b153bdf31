"use client";
// The user data form (SPEC.md sections 4 and 5): the account fields the game's kind needs and the e-mail,
// checked by the same field schemas as the order routes. Server field errors land on their fields. The player id
// field shows the game's format and is checked by it; a supply-channel id is looked up when the field is left,
// and the player's nickname is shown to confirm before paying (or "not found" as the field's error: then the order
// goes on only once the shopper corrects the id or ticks that it is right after all). What is left to pay and the
// buttons are a bar that stays in view while the fields scroll.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, type FocusEvent, type FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormAlert } from "@/components/auth/form/form-alert";
import { SubmitButton } from "@/components/auth/form/submit-button";
import { TextField } from "@/components/auth/form/text-field";
import { useServerErrors } from "@/components/auth/form/use-server-errors";
import { ApproximatePrice } from "@/components/game/approximate-price";
import { Button } from "@/components/ui/button";
import type { Game } from "@/lib/api/types/game";
import { formatPriceKopecks } from "@/lib/money/format-price";
import type { CartSummary } from "@/lib/money/summarize-cart";
import { checkPlayerId } from "@/lib/schemas/orders/check-player-id";
import {
  checkoutFormSchema,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from "@/lib/schemas/orders/checkout-form";
import { AvatarField } from "./avatar-field";
import { PlayerLookupStatus } from "./player-lookup-status";
import { usePlayerLookup } from "./use-player-lookup";
import { usePlayerVouch, VouchCheckbox } from "./vouch-checkbox";
import { ServerField } from "./server-field";
import type { Prefill } from "./load-prefill";
import formStyles from "@/components/auth/form/form.module.css";
import styles from "./checkout.module.css";

const FIELDS = [
  "mail",
  "userId",
  "serverId",
  "serverCustomId",
  "gameAccountId",
  "steamAccountId",
  "avatar",
  "surplus",
] as const;
/** The order routes' field names (camelCased by the client) -> the form's. */
const ALIASES = {
  email: "mail",
  supplyChannelUserId: "userId",
  moogoldUserId: "userId",
  supplyChannelServer: "serverId",
  moogoldServer: "serverId",
  supplyChannelServerCustomId: "serverCustomId",
  moogoldServerCustomId: "serverCustomId",
  gameAvatar: "avatar",
  historyOrderId: "avatar",
} as const;

type UserDataFormProps = {
  game: Game;
  defaults: CheckoutFormValues;
  /** The cart's totals, for what is left to pay beside the submit button. */
  summary: CartSummary;
  historyAvatar: Prefill["historyAvatar"];
  isMailRequired: boolean;
  isSurplusEnabled: boolean;
  onSubmit: (values: CheckoutFormOutput) => Promise<void>;
  onBack: () => void;
  /** Called with what is typed whenever the form goes away, so reopening it loses nothing. */
  onDraft: (values: CheckoutFormValues) => void;
  /** A failure of the last submit, put onto the fields. */
  submitError: unknown;
};

export function UserDataForm(props: UserDataFormProps) {
  const { game, defaults, historyAvatar, isMailRequired, isSurplusEnabled, onDraft, submitError } = props;
  const { summary } = props;
  const t = useTranslations("checkout");
  const tGame = useTranslations("game");
  const tPlayer = useTranslations("playerLookup");
  const kind = game.resourcetype;
  const { playerIdPattern, playerIdHint } = game;
  const schema = useMemo(
    () =>
      checkoutFormSchema({
        kind:
          kind === "PUBGGame"
            ? "pubg"
            : kind === "StandoffGame"
              ? "standoff"
              : kind === "Steam"
                ? "steam"
                : "supply",
        isMailRequired,
        isServerNeeded: kind === "SupplyGame" && game.isServerNeeded,
        isServerEnum: kind === "SupplyGame" && game.isServerEnum,
        isSurplusEnabled,
        playerIdPattern,
        playerIdHint,
      }),
    [game, kind, isMailRequired, isSurplusEnabled, playerIdPattern, playerIdHint],
  );
  const { register, control, handleSubmit, setError, getValues, setFocus, trigger, formState } = useForm<
    CheckoutFormValues,
    unknown,
    CheckoutFormOutput
  >({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors, isSubmitting } = formState;
  const showServerErrors = useServerErrors(setError, FIELDS, ALIASES);
  const lookup = usePlayerLookup(game.id);
  const [typedUserId, typedServerId, typedServerCustomId] = useWatch({
    control,
    name: ["userId", "serverId", "serverCustomId"],
  });
  /** The server the lookup sends: none, one of the game's (its id), or the typed zone id; null while missing. */
  const serverOf = (serverId: string, serverCustomId: string) =>
    kind !== "SupplyGame" || !game.isServerNeeded
      ? ""
      : (game.isServerEnum ? serverId : serverCustomId).trim() || null;
  const lookupServer = serverOf(typedServerId ?? "", typedServerCustomId ?? "");
  const lookupResult = lookup.resultFor((typedUserId ?? "").trim(), lookupServer ?? "");
  /** The game's format in words under the id field, after where to find the id. */
  const withFormat = (hint: string) =>
    playerIdHint ? `${hint} ${tPlayer("format", { hint: playerIdHint })}` : hint;

  /** The kind's player id field. */
  const idField =
    kind === "SupplyGame"
      ? "userId"
      : kind === "StandoffGame"
        ? "gameAccountId"
        : kind === "Steam"
          ? "steamAccountId"
          : null;

  /**
   * Leaving the id checks its format at once rather than at submit; a supply-channel id that fits is then
   * looked up with the server (also when the server changes), once one is chosen where the game needs one.
   */
  const checkPlayer = () => {
    if (!idField) return;
    const userId = getValues(idField).trim();
    if (!userId) return;
    const fault = checkPlayerId(userId, { pattern: playerIdPattern, hint: playerIdHint });
    // Also clears an error shown for an earlier value.
    if (fault || errors[idField]) void trigger(idField);
    if (fault) {
      lookup.reset();
      return;
    }
    if (kind !== "SupplyGame") return;
    const server = serverOf(getValues("serverId"), getValues("serverCustomId"));
    if (server !== null) lookup.request(userId, server);
  };
  const nameOf = (target: EventTarget) => (target as { name?: unknown }).name;
  const onFieldBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = nameOf(event.target);
    if (name === idField || (kind === "SupplyGame" && name === "serverCustomId")) checkPlayer();
  };
  const onFieldChange = (event: FormEvent<HTMLFormElement>) => {
    if (kind === "SupplyGame" && nameOf(event.target) === "serverId") checkPlayer();
  };
  const vouch = usePlayerVouch(lookupResult, `${(typedUserId ?? "").trim()}|${lookupServer ?? ""}`);
  const { isPlayerUnknown, isVouched } = vouch;
  const onValidSubmit = handleSubmit(async (values) => {
    if (isPlayerUnknown && !isVouched) {
      document.getElementById(vouch.id)?.focus();
      return;
    }
    await props.onSubmit(values);
  });
  const lookupError =
    lookupResult.status === "notFound"
      ? tPlayer("notFound")
      : lookupResult.status === "invalid"
        ? lookupResult.message
        : undefined;

  useEffect(() => {
    if (submitError) showServerErrors(submitError);
  }, [submitError, showServerErrors]);
  useEffect(() => () => onDraft(getValues()), [onDraft, getValues]);
  // Shown in place of the confirm step, whose button just went away: focus goes to the first field.
  useEffect(() => {
    setFocus(idField ?? "mail");
  }, [idField, setFocus]);

  return (
    <form
      className={formStyles.form}
      onSubmit={onValidSubmit}
      onBlur={onFieldBlur}
      onChange={onFieldChange}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      <FormAlert message={errors.root?.server?.message} />
      {kind === "SupplyGame" && (
        <>
          <TextField
            label={t("userId")}
            hint={withFormat(t("userIdHint"))}
            autoComplete="off"
            error={errors.userId?.message ?? lookupError}
            {...register("userId")}
          />
          <PlayerLookupStatus result={errors.userId ? { status: "idle" } : lookupResult} />
          {isPlayerUnknown && !errors.userId && <VouchCheckbox vouch={vouch} />}
          {game.isServerNeeded && <ServerField game={game} register={register} errors={errors} />}
        </>
      )}
      {kind === "StandoffGame" && (
        <>
          <TextField
            label={t("gameAccountId")}
            hint={withFormat(t("gameAccountIdHint"))}
            autoComplete="off"
            error={errors.gameAccountId?.message}
            {...register("gameAccountId")}
          />
          <Controller
            control={control}
            name="avatar"
            render={({ field, fieldState }) => (
              <Controller
                control={control}
                name="historyOrderId"
                render={({ field: history }) => (
                  <AvatarField
                    file={field.value}
                    historyOrderId={history.value}
                    historyAvatar={historyAvatar ?? null}
                    error={fieldState.error?.message}
                    onChange={({ file, historyOrderId }) => {
                      field.onChange(file);
                      history.onChange(historyOrderId);
                    }}
                  />
                )}
              />
            )}
          />
          {isSurplusEnabled && (
            <TextField
              label={t("surplus")}
              hint={t("surplusHint")}
              inputMode="decimal"
              autoComplete="off"
              error={errors.surplus?.message}
              {...register("surplus")}
            />
          )}
        </>
      )}
      {kind === "Steam" && (
        <TextField
          label={t("steamAccountId")}
          hint={withFormat(t("steamAccountIdHint"))}
          autoComplete="off"
          error={errors.steamAccountId?.message}
          {...register("steamAccountId")}
        />
      )}
      <TextField
        label={isMailRequired ? t("mail") : t("mailOptional")}
        hint={t("mailHint")}
        type="email"
        autoComplete="email"
        error={errors.mail?.message}
        {...register("mail")}
      />
      <div className={styles.stickyBar}>
        <dl className={styles.barTotal}>
          <dt>{summary.balanceUsed > 0 ? tGame("toPay") : tGame("total")}</dt>
          <dd>
            {formatPriceKopecks(summary.toPay)}
            <ApproximatePrice kopecks={summary.toPay} />
          </dd>
        </dl>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={props.onBack} disabled={isSubmitting}>
            {t("back")}
          </Button>
          <SubmitButton isBusy={isSubmitting} label={t("pay")} busyLabel={t("creating")} isBlock={false} />
        </div>
      </div>
    </form>
  );
}
