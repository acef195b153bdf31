"use client";
// A console settings dialog (promo codes, payment methods, countries): the fields the server page lists, checked
// in the browser with the API handler's own zod body schema (react-hook-form), sent as one write; the API's field
// errors land under their fields. The page's data is reloaded after a success. Audited on the server.
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { saveSettings, type SettingsWrite } from "@/lib/api/admin-settings";
import { countryChangeSchema, paymentMethodChangeSchema } from "@/lib/schemas/admin/payments";
import { createPromoCodeBodySchema, updatePromoCodeBodySchema } from "@/lib/schemas/admin/promo-codes";
import { DialogField, type DialogFieldSpec } from "./dialog-field";
import { DialogForm } from "./dialog-form";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";

export type SettingsField = DialogFieldSpec & {
  type?: "text" | "decimal" | "number" | "date" | "checkbox";
  /** Shown only while the field `when.name` has the value `when.value` (the promo code's game or gift). */
  when?: { name: string; value: string };
};

export type SettingsTarget =
  { kind: "create_promo" } | { kind: "update_promo" | "update_method" | "update_country"; id: number };

const SCHEMAS: Record<SettingsTarget["kind"], z.ZodType<Record<string, unknown>, Record<string, unknown>>> = {
  create_promo: createPromoCodeBodySchema as never,
  update_promo: updatePromoCodeBodySchema as never,
  update_method: paymentMethodChangeSchema as never,
  update_country: countryChangeSchema as never,
};

export type SettingsDialogProps = {
  target: SettingsTarget;
  label: string;
  title: string;
  fields: SettingsField[];
  values: Record<string, string | boolean>;
  variant?: "primary" | "secondary";
};

export function SettingsDialog({
  target,
  label,
  title,
  fields,
  values,
  variant = "secondary",
}: SettingsDialogProps) {
  const t = useTranslations("admin");
  const dialog = useAdminDialog();
  const { register, submit, formState, watch, reset } = useConsoleForm(SCHEMAS[target.kind], values);
  const { errors } = formState;

  // The form's own values go to the API, which checks them again with the same schema; fields hidden by `when`
  // are left out.
  const onSubmit = submit(async () => {
    const raw = watch();
    const body = Object.fromEntries(
      fields.filter((f) => !f.when || raw[f.when.name] === f.when.value).map((f) => [f.name, raw[f.name]]),
    );
    await saveSettings({ ...target, body } as SettingsWrite);
    if (target.kind === "create_promo") reset();
    dialog.succeed(t("saved"));
  });

  const current = watch();
  return (
    <DialogForm
      dialog={dialog}
      label={label}
      title={title}
      submitLabel={t("save")}
      variant={variant}
      formState={formState}
      onSubmit={onSubmit}
    >
      {fields
        .filter((f) => !f.when || current[f.when.name] === f.when.value)
        .map((f) => (
          <DialogField
            key={f.name}
            field={f}
            registration={register(f.name)}
            error={errors[f.name]?.message as string | undefined}
            maxLength={100}
          />
        ))}
    </DialogForm>
  );
}
