"use client";
// A labelled field of a console form driven by react-hook-form: an input or a select, its own error under it
// (the zod schema's or the API's, tied to it with aria-describedby), and the checkbox of a flag.
import { useId, type InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import own from "./form-field.module.css";
import styles from "./admin.module.css";

type Common = { label: string; error?: string; registration: UseFormRegisterReturn };

function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <label className={styles.field} htmlFor={id}>
      <span>{label}</span>
      {children}
      {error && (
        <span id={`${id}-error`} className={own.error}>
          {error}
        </span>
      )}
    </label>
  );
}

export function FormField({
  label,
  error,
  registration,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "onChange" | "onBlur" | "id">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...registration}
      />
    </FieldFrame>
  );
}

/** A multi-line text (an article's HTML, an answer, requisites). */
export function FormTextarea({
  label,
  error,
  registration,
  rows = 6,
  maxLength,
}: Common & { rows?: number; maxLength?: number }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
    </FieldFrame>
  );
}

export function FormSelect({
  label,
  error,
  registration,
  options,
}: Common & { options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function FormCheckbox({ label, registration }: Omit<Common, "error">) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...registration} />
      <span>{label}</span>
    </label>
  );
}
