"use client";
// One field of a console dialog described by data (the settings and content dialogs list their fields from the
// server page): a checkbox, a select (a field with options), a multi-line text or an input (a date, a decimal or a
// whole number get their own keyboard); its error under it.
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormCheckbox, FormField, FormSelect, FormTextarea } from "./form-field";

export type DialogFieldSpec = {
  name: string;
  label: string;
  /** image: an address typed in (the content dialog adds its upload beside it). */
  type?: "text" | "textarea" | "decimal" | "number" | "date" | "checkbox" | "select" | "image";
  options?: { value: string; label: string }[];
};

export function DialogField({
  field,
  registration,
  error,
  maxLength,
}: {
  field: DialogFieldSpec;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  maxLength?: number;
}) {
  const { label, type, options } = field;
  if (type === "checkbox") return <FormCheckbox label={label} registration={registration} />;
  if (options || type === "select")
    return <FormSelect label={label} error={error} registration={registration} options={options ?? []} />;
  if (type === "textarea") return <FormTextarea label={label} error={error} registration={registration} />;
  return (
    <FormField
      label={label}
      error={error}
      registration={registration}
      type={type === "date" ? "date" : "text"}
      inputMode={type === "decimal" ? "decimal" : type === "number" ? "numeric" : undefined}
      maxLength={maxLength}
    />
  );
}
