"use client";
// Forgotten password: the address gets a reset link if registered; the answer is the same either way.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resetPassword } from "@/lib/api/users";
import { forgotPasswordFormSchema, type ForgotPasswordForm as Values } from "@/lib/schemas/auth/forms";
import { AuthForm } from "../form/auth-form";
import { FormAlert } from "../form/form-alert";
import { SubmitButton } from "../form/submit-button";
import { AuthField } from "../form/auth-field";
import { useServerErrors } from "../form/use-server-errors";
import styles from "../form/form.module.css";

const FIELDS = ["email"] as const;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations("auth");
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordFormSchema>>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const showServerErrors = useServerErrors(setError, FIELDS);
  const { errors, isSubmitting, isSubmitSuccessful } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values);
    } catch (error) {
      showServerErrors(error);
      throw error; // keeps isSubmitSuccessful false
    }
  });

  return (
    <AuthForm
      onSubmit={(event) => onSubmit(event).catch(() => undefined)}
      isBusy={isSubmitting}
      error={errors.root?.server?.message}
    >
      <FormAlert tone="success" message={isSubmitSuccessful ? t("forgotSent") : null} />
      {isSubmitSuccessful ? null : (
        <>
          <p className={styles.lead}>{t("forgotLead")}</p>
          <AuthField form={form} name="email" kind="email" />
          <SubmitButton isBusy={isSubmitting} label={t("forgotSubmit")} busyLabel={t("sending")} />
        </>
      )}
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t("backToSignIn")}
      </button>
    </AuthForm>
  );
}
