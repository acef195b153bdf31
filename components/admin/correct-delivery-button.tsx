"use client";
// "Исправить данные доставки" on an order's page: a dialog with the line to deliver again and the order kind's own
// account fields (player id, Steam login, server) and e-mail, filled with what the order holds, checked in the
// browser with the API handler's own zod schema (react-hook-form) and sent to POST .../correct-delivery/; the API's
// refusal (a player id the game's rules refuse) lands on its field. Audited on the server.
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { correctOrderDelivery, type CorrectDeliveryBody } from "@/lib/api/admin-orders";
import { CORRECTION_FIELDS, correctDeliveryBodySchema } from "@/lib/schemas/admin/order-correction";
import { DialogForm } from "./dialog-form";
import { FormField, FormSelect } from "./form-field";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";

type Values = z.input<typeof correctDeliveryBodySchema>;
type TextField =
  "email" | "game_account_id" | "steam_account_id" | "moogold_user_id" | "moogold_server_custom_id";

export type CorrectDeliveryProps = {
  orderId: number;
  kind: keyof typeof CORRECTION_FIELDS;
  /** The lines that wait for new details or whose delivery failed. */
  lines: { id: number; title: string }[];
  /** The order's details now, as the form starts with them. */
  current: Partial<Record<TextField, string | null>>;
};

/** An emptied field means "leave as it is" (the API keeps what it is not sent). */
const blankAsMissing = (v: unknown) => (v === "" ? undefined : v);

export function CorrectDeliveryButton({ orderId, kind, lines, current }: CorrectDeliveryProps) {
  const t = useTranslations("admin");
  const dialog = useAdminDialog();
  const fields: TextField[] = [
    ...CORRECTION_FIELDS[kind].filter(
      (f): f is Exclude<typeof f, "moogold_server"> => f !== "moogold_server",
    ),
    "email",
  ];
  const { register, submit, formState } = useConsoleForm(correctDeliveryBodySchema, {
    line_id: lines[0]?.id,
    ...Object.fromEntries(fields.map((f) => [f, current[f] ?? ""])),
    reason: "",
  } as Values);
  const { errors } = formState;

  const onSubmit = submit(async (values) => {
    // toWire leaves snake_case names as they are: the schema's own output is the body.
    await correctOrderDelivery(orderId, values as unknown as CorrectDeliveryBody);
    dialog.succeed(t("correct_delivery_done"));
  });

  const label = t("correct_delivery");
  return (
    <DialogForm
      dialog={dialog}
      label={label}
      title={t("correct_delivery_title", { id: orderId })}
      text={t("correct_delivery_text")}
      formState={formState}
      onSubmit={onSubmit}
    >
      <FormSelect
        label={t("col_product")}
        error={errors.line_id?.message}
        registration={register("line_id", { valueAsNumber: true })}
        options={lines.map((l) => ({ value: String(l.id), label: l.title }))}
      />
      {fields.map((f) => (
        <FormField
          key={f}
          label={t(`correction_field.${f}`)}
          error={errors[f]?.message}
          maxLength={f === "email" ? 254 : 64}
          registration={register(f, { setValueAs: blankAsMissing })}
        />
      ))}
      <FormField
        label={t("reason")}
        error={errors.reason?.message}
        maxLength={500}
        registration={register("reason", { setValueAs: blankAsMissing })}
      />
    </DialogForm>
  );
}
