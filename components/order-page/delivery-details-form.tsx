"use client";
// The correction form of an order a provider refused for wrong account details: the kind's account fields,
// prefilled with what the order holds and checked by the API's own field rules. Sending it saves the details and
// the server re-delivers the order by itself; the page then refreshes and follows the delivery.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/auth/form/form-alert";
import { readServerErrors } from "@/components/auth/form/read-server-errors";
import { SubmitButton } from "@/components/auth/form/submit-button";
import { TextField } from "@/components/auth/form/text-field";
import { updateStandoffDeliveryDetails } from "@/lib/api/orders-standoff";
import { updateSteamDeliveryDetails } from "@/lib/api/orders-steam";
import { listSupplyServers, updateSupplyDeliveryDetails } from "@/lib/api/orders-supply-channel";
import type { DeliveryDetailsField, MooGoldOrder, StandoffOrder, SteamOrder } from "@/lib/api/types/order";
import { accountField } from "@/lib/schemas/orders/order-input";
import formStyles from "@/components/auth/form/form.module.css";
import styles from "./order-page.module.css";

export type CorrectableOrder = MooGoldOrder | SteamOrder | StandoffOrder;

type Values = {
  moogoldUserId?: string;
  moogoldServer?: string;
  moogoldServerCustomId?: string;
  steamAccountId?: string;
  gameAccountId?: string;
};
type FieldName = keyof Values;

/** The refused field as the API names it (a value, so snake_case) -> the form's field. */
const FIELD_OF: Record<DeliveryDetailsField, FieldName> = {
  moogold_user_id: "moogoldUserId",
  moogold_server: "moogoldServer",
  moogold_server_custom_id: "moogoldServerCustomId",
  steam_account_id: "steamAccountId",
  game_account_id: "gameAccountId",
};

/** The fields the order's kind has, with what the order holds now. */
function defaultsOf(order: CorrectableOrder): Values {
  switch (order.resourcetype) {
    case "MooGoldOrder":
      return {
        moogoldUserId: order.moogoldUserId ?? "",
        ...(order.moogoldServer !== null ? { moogoldServer: String(order.moogoldServer) } : {}),
        ...(order.moogoldServerCustomId !== null
          ? { moogoldServerCustomId: order.moogoldServerCustomId }
          : {}),
      };
    case "SteamOrder":
      return { steamAccountId: order.steamAccountId ?? "" };
    case "StandoffOrder":
      return { gameAccountId: order.gameAccountId ?? "" };
  }
}

function schemaFor(fields: FieldName[], required: string) {
  const text = () => accountField();
  const shape: Partial<Record<FieldName, z.ZodType>> = {};
  for (const name of fields) shape[name] = name === "moogoldServer" ? z.string().min(1, required) : text();
  return z.object(shape) as unknown as z.ZodType<Values, Values>;
}

/**
 * The call carries the order's hash: a shopper who opened the link from the e-mail on another device has no
 * order-access cookie, and the hash (the page's own address) is what proves their access.
 */
function sendCorrection(order: CorrectableOrder, v: Values) {
  const proof = { id: order.id, orderHash: order.hash };
  switch (order.resourcetype) {
    case "MooGoldOrder":
      return updateSupplyDeliveryDetails({
        ...proof,
        moogoldUserId: v.moogoldUserId ?? "",
        ...(v.moogoldServer !== undefined ? { moogoldServer: Number(v.moogoldServer) } : {}),
        ...(v.moogoldServerCustomId !== undefined ? { moogoldServerCustomId: v.moogoldServerCustomId } : {}),
      });
    case "SteamOrder":
      return updateSteamDeliveryDetails({ ...proof, steamAccountId: v.steamAccountId ?? "" });
    case "StandoffOrder":
      return updateStandoffDeliveryDetails({ ...proof, gameAccountId: v.gameAccountId ?? "" });
  }
}

/** The game's servers for the select; until they load (or if they cannot), the order's own server. */
function useServers(order: CorrectableOrder) {
  const own =
    order.resourcetype === "MooGoldOrder" && order.moogoldServer !== null
      ? [{ id: order.moogoldServer, name: order.moogoldServerName ?? String(order.moogoldServer) }]
      : [];
  const [servers, setServers] = useState(own);
  const gameId = order.resourcetype === "MooGoldOrder" && own.length ? order.game?.id : undefined;
  useEffect(() => {
    if (gameId === undefined) return;
    let isCurrent = true;
    listSupplyServers({ gameId, pageSize: 100 })
      .then((page) => {
        if (isCurrent && page.results.length)
          setServers(page.results.map((s) => ({ id: s.id, name: s.name ?? String(s.id) })));
      })
      // A list that does not load leaves the order's own server to pick (SPEC.md: such failures are silent).
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [gameId]);
  return servers;
}

type ServerSelectProps = {
  label: string;
  servers: { id: number; name: string }[];
  placeholder: string;
  hint?: string;
  error?: string;
  field: UseFormRegisterReturn;
  defaultValue?: string;
};

function ServerSelect({ label, servers, placeholder, hint, error, field, defaultValue }: ServerSelectProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        defaultValue={defaultValue}
        {...field}
      >
        <option value="">{placeholder}</option>
        {servers.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </select>
      {error || hint ? (
        <p id={noteId} className={error ? formStyles.error : formStyles.hint}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

type DeliveryDetailsFormProps = { order: CorrectableOrder; refusedField: DeliveryDetailsField | null };

export function DeliveryDetailsForm({ order, refusedField }: DeliveryDetailsFormProps) {
  const t = useTranslations("orderPage.fix");
  const router = useRouter();
  const defaults = useMemo(() => defaultsOf(order), [order]);
  const fields = useMemo(() => Object.keys(defaults) as FieldName[], [defaults]);
  const schema = useMemo(() => schemaFor(fields, t("errors.required")), [fields, t]);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const [isSent, setIsSent] = useState(false);
  const servers = useServers(order);
  const refused = refusedField ? FIELD_OF[refusedField] : null;
  const hintOf = (name: FieldName) => (name === refused ? t("refused") : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setIsSent(false);
    try {
      await sendCorrection(order, values);
    } catch (error) {
      const failure = readServerErrors(error, fields, {
        network: t("errors.network"),
        timeout: t("errors.timeout"),
        server: t("errors.server"),
      });
      Object.entries(failure.fields).forEach(([name, message], index) =>
        setError(name as FieldName, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      if (failure.root) setError("root.server", { type: "server", message: failure.root });
      return;
    }
    setIsSent(true);
    router.refresh();
  });

  const text = (name: FieldName, label: string) => (
    <TextField
      key={name}
      label={label}
      hint={hintOf(name)}
      error={errors[name]?.message}
      autoComplete="off"
      disabled={isSent}
      // Also in the server's HTML, so the current value shows before the form hydrates.
      defaultValue={defaults[name]}
      {...register(name)}
    />
  );

  return (
    <section className={styles.card} aria-labelledby="delivery-fix-title" data-testid="delivery-details-form">
      <h2 id="delivery-fix-title" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      <p className={styles.hint}>{t("lead")}</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
        <FormAlert message={errors.root?.server?.message} />
        {fields.map((name) => {
          switch (name) {
            case "moogoldUserId":
              return text(name, t("userId"));
            case "moogoldServerCustomId":
              return text(name, t("serverId"));
            case "steamAccountId":
              return text(name, t("steamLogin"));
            case "gameAccountId":
              return text(name, t("accountId"));
            case "moogoldServer":
              return (
                <ServerSelect
                  key={name}
                  label={t("server")}
                  servers={servers}
                  placeholder={t("serverPlaceholder")}
                  hint={hintOf(name)}
                  error={errors.moogoldServer?.message}
                  field={register(name)}
                  defaultValue={defaults.moogoldServer}
                />
              );
          }
        })}
        <FormAlert tone="success" message={isSent ? t("done") : null} />
        {isSent ? null : <SubmitButton isBusy={isSubmitting} label={t("submit")} busyLabel={t("sending")} />}
      </form>
    </section>
  );
}
