"use client";
// An e-mail or password field of the accounts forms (sign-in, sign-up, reset, the social e-mail): its label,
// input type, autocomplete and hint by kind, registered on the form and showing the form's error for it.
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { get, type FieldValues, type FormState, type Path, type UseFormRegister } from "react-hook-form";
import { TextField } from "./text-field";

type FieldLabel = "email" | "password" | "passwordRepeat" | "newPassword" | "currentPassword";
type Kind = { label: FieldLabel; hasHint?: boolean; input: ComponentProps<"input"> };

const KINDS = {
  email: { label: "email", input: { type: "email", autoComplete: "email", inputMode: "email" } },
  "current-password": { label: "password", input: { type: "password", autoComplete: "current-password" } },
  /** A password being chosen: the rules are shown under it. */
  "new-password": {
    label: "password",
    hasHint: true,
    input: { type: "password", autoComplete: "new-password" },
  },
  "password-repeat": { label: "passwordRepeat", input: { type: "password", autoComplete: "new-password" } },
} satisfies Record<string, Kind>;

type AuthFieldProps<T extends FieldValues> = {
  /** The useForm() result (only register and formState are read). */
  form: { register: UseFormRegister<T>; formState: FormState<NoInfer<T>> };
  name: Path<NoInfer<T>>;
  kind: keyof typeof KINDS;
  /** Another label than the kind's (auth.fields.*). */
  label?: FieldLabel;
};

export function AuthField<T extends FieldValues>({ form, name, kind, label }: AuthFieldProps<T>) {
  const t = useTranslations("auth");
  const { label: kindLabel, hasHint, input }: Kind = KINDS[kind];
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return (
    <TextField
      label={t(`fields.${label ?? kindLabel}`)}
      hint={hasHint ? t("passwordHint") : undefined}
      error={error?.message}
      {...input}
      {...form.register(name)}
    />
  );
}
