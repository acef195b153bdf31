"use client";
// A console settings dialog (promo codes, payment methods, countries): the fields the server page lists, checked
// in the browser with the API handler's own zod body schema (react-hook-form), sent as one write; the API's field
// errors land under their fields. The page's data is reloaded after a success. Audited on the server.
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { saveSettings, type SettingsWrite } from "@/lib/api/admin-settings";
import { countryChangeSchema, paymentMethodChangeSchema } from "@/lib/schemas/admin/payments";
import { createPromoCodeBodySchema, updatePromoCodeBodySchema } from "@/lib/schemas/admin/promo-codes";
import { AdminDialog } from "./admin-dialog";
import { DialogFooter } from "./dialog-footer";
import { FormCheckbox, FormField, FormSelect } from "./form-field";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";
import styles from "./admin.module.css";

export type SettingsField = {
  name: string;
  label: string;
  type?: "text" | "decimal" | "number" | "date" | "checkbox";
  options?: { value: string; label: string }[];
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
  const { register, handleSubmit, formState, watch, reset, showServerErrors } = useConsoleForm(
    SCHEMAS[target.kind],
    values,
  );
  const { errors, isSubmitting } = formState;

  // The form's own values go to the API, which checks them again with the same schema; fields hidden by `when`
  // are left out.
  const onSubmit = handleSubmit(async () => {
    const raw = watch();
    const body = Object.fromEntries(
      fields.filter((f) => !f.when || raw[f.when.name] === f.when.value).map((f) => [f.name, raw[f.name]]),
    );
    try {
      await saveSettings({ ...target, body } as SettingsWrite);
      if (target.kind === "create_promo") reset();
      dialog.succeed(t("saved"));
    } catch (error) {
      showServerErrors(error);
    }
  });

  const current = watch();
  return (
    <AdminDialog dialog={dialog} label={label} title={title} variant={variant}>
      <form onSubmit={onSubmit} className={styles.dialogBody} noValidate>
        {fields
          .filter((f) => !f.when || current[f.when.name] === f.when.value)
          .map((f) => {
            const registration = register(f.name);
            const error = errors[f.name]?.message as string | undefined;
            if (f.type === "checkbox")
              return <FormCheckbox key={f.name} label={f.label} registration={registration} />;
            if (f.options)
              return (
                <FormSelect
                  key={f.name}
                  label={f.label}
                  error={error}
                  registration={registration}
                  options={f.options}
                />
              );
            return (
              <FormField
                key={f.name}
                label={f.label}
                error={error}
                registration={registration}
                type={f.type === "date" ? "date" : "text"}
                inputMode={f.type === "decimal" ? "decimal" : f.type === "number" ? "numeric" : undefined}
                maxLength={100}
              />
            );
          })}
        <DialogFooter
          error={errors.root?.server?.message}
          label={t("save")}
          isBusy={isSubmitting}
          onCancel={dialog.close}
        />
      </form>
    </AdminDialog>
  );
}
