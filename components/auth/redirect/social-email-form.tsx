"use client";
// Asked when the provider shared no usable e-mail: the same answer is posted again with the address.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { socialEmailFormSchema, type SocialEmailForm as Values } from "@/lib/schemas/auth/forms";
import { FormAlert } from "../form/form-alert";
import { SubmitButton } from "../form/submit-button";
import { AuthField } from "../form/auth-field";
import { useServerErrors } from "../form/use-server-errors";
import styles from "../form/form.module.css";

const FIELDS = ["email"] as const;

type SocialEmailFormProps = {
  /** Why the address is needed (the server's words). */
  reason: string;
  /** Resolves when done; rejects with the call's error, shown on the form. */
  onSubmit: (email: string) => Promise<void>;
};

export function SocialEmailForm({ reason, onSubmit }: SocialEmailFormProps) {
  const t = useTranslations("auth");
  const form = useForm<Values, unknown, z.output<typeof socialEmailFormSchema>>({
    resolver: zodResolver(socialEmailFormSchema),
    defaultValues: { email: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const showServerErrors = useServerErrors(setError, FIELDS);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    try {
      await onSubmit(email);
    } catch (error) {
      showServerErrors(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      <p className={styles.lead}>{reason}</p>
      <FormAlert message={errors.root?.server?.message} />
      <AuthField form={form} name="email" kind="email" />
      <SubmitButton isBusy={isSubmitting} label={t("redirect.emailSubmit")} busyLabel={t("sending")} />
    </form>
  );
}
