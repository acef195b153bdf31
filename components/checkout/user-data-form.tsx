"use client";
// The user data form (SPEC.md sections 4 and 5): the account fields the game's kind needs and the e-mail,
// checked by the same field schemas as the order routes. Server field errors land on their fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormAlert } from "@/components/auth/form/form-alert";
import { SubmitButton } from "@/components/auth/form/submit-button";
import { TextField } from "@/components/auth/form/text-field";
import { useServerErrors } from "@/components/auth/form/use-server-errors";
import { Button } from "@/components/ui/button";
import type { Game } from "@/lib/api/types/game";
import {
  checkoutFormSchema,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from "@/lib/schemas/orders/checkout-form";
import { AvatarField } from "./avatar-field";
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
  const t = useTranslations("checkout");
  const kind = game.resourcetype;
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
      }),
    [game, kind, isMailRequired, isSurplusEnabled],
  );
  const { register, control, handleSubmit, setError, getValues, setFocus, formState } = useForm<
    CheckoutFormValues,
    unknown,
    CheckoutFormOutput
  >({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors, isSubmitting } = formState;
  const showServerErrors = useServerErrors(setError, FIELDS, ALIASES);

  useEffect(() => {
    if (submitError) showServerErrors(submitError);
  }, [submitError, showServerErrors]);
  useEffect(() => () => onDraft(getValues()), [onDraft, getValues]);
  // Shown in place of the confirm step, whose button just went away: focus goes to the first field.
  useEffect(() => {
    const first =
      kind === "SupplyGame"
        ? "userId"
        : kind === "StandoffGame"
          ? "gameAccountId"
          : kind === "Steam"
            ? "steamAccountId"
            : "mail";
    setFocus(first);
  }, [kind, setFocus]);

  return (
    <form
      className={formStyles.form}
      onSubmit={handleSubmit(props.onSubmit)}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      <FormAlert message={errors.root?.server?.message} />
      {kind === "SupplyGame" && (
        <>
          <TextField
            label={t("userId")}
            hint={t("userIdHint")}
            autoComplete="off"
            error={errors.userId?.message}
            {...register("userId")}
          />
          {game.isServerNeeded && <ServerField game={game} register={register} errors={errors} />}
        </>
      )}
      {kind === "StandoffGame" && (
        <>
          <TextField
            label={t("gameAccountId")}
            hint={t("gameAccountIdHint")}
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
          hint={t("steamAccountIdHint")}
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
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={props.onBack} disabled={isSubmitting}>
          {t("back")}
        </Button>
        <SubmitButton isBusy={isSubmitting} label={t("pay")} busyLabel={t("creating")} isBlock={false} />
      </div>
    </form>
  );
}
