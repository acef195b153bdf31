"use client";
// "Исправить данные доставки" on an order's page: a dialog with the line to deliver again and the order kind's own
// account fields (player id, Steam login, server) and e-mail, filled with what the order holds, checked in the
// browser with the API handler's own zod schema (react-hook-form) and sent to POST .../correct-delivery/; the API's
// refusal (a player id the game's rules refuse) lands on its field. Audited on the server.
import { useTranslations } from "next-intl";
import { correctOrderDelivery, type CorrectDeliveryBody } from "@/lib/api/admin-orders";
import type { CamelCase } from "@/lib/api/camel-cased-deep";
import { toCodeName } from "@/lib/api/case-convert";
import { CORRECTION_FIELDS, correctDeliveryBodySchema } from "@/lib/schemas/admin/order-correction";
import { DialogForm } from "./dialog-form";
import { FormField, FormSelect } from "./form-field";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";

/** A correction field as the schema names it (the label's message key) and as the form does. */
type WireField = Exclude<
  (typeof CORRECTION_FIELDS)[keyof typeof CORRECTION_FIELDS][number],
  "moogold_server"
>;
type TextField = CamelCase<WireField> | "email";

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
  const fields = [
    ...CORRECTION_FIELDS[kind]
      .filter((f): f is WireField => f !== "moogold_server")
      .map((f) => ({ name: toCodeName(f) as TextField, label: t(`correction_field.${f}`) })),
    { name: "email" as const, label: t("correction_field.email") },
  ];
  const { register, submit, formState } = useConsoleForm(correctDeliveryBodySchema, {
    lineId: lines[0]?.id,
    ...Object.fromEntries(fields.map((f) => [f.name, current[f.name] ?? ""])),
    reason: "",
  });
  const { errors } = formState;

  const onSubmit = submit(async (values) => {
    await correctOrderDelivery(orderId, values as CorrectDeliveryBody);
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
        error={errors.lineId?.message}
        registration={register("lineId", { valueAsNumber: true })}
        options={lines.map((l) => ({ value: String(l.id), label: l.title }))}
      />
      {fields.map((f) => (
        <FormField
          key={f.name}
          label={f.label}
          error={errors[f.name]?.message}
          maxLength={f.name === "email" ? 254 : 64}
          registration={register(f.name, { setValueAs: blankAsMissing })}
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
