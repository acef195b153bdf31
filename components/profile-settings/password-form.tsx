"use client";
// The password section: the current password and the new one twice (POST /api/auth/users/set_password/). The change
// signs the account out everywhere, so this browser signs in again with the new password at once.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { AuthField } from "@/components/auth/form/auth-field";
import { FormAlert } from "@/components/auth/form/form-alert";
import { SubmitButton } from "@/components/auth/form/submit-button";
import { useServerErrors } from "@/components/auth/form/use-server-errors";
import { useNotify } from "@/components/notifications/use-notify";
import { signIn } from "@/lib/api/auth";
import { setPassword } from "@/lib/api/users";
import { changePasswordFormSchema, type ChangePasswordForm as Values } from "@/lib/schemas/auth/forms";
import { restartSession } from "@/lib/state/session";
import formStyles from "@/components/auth/form/form.module.css";
import styles from "./profile-settings.module.css";

const FIELDS = ["currentPassword", "password", "passwordRepeat"] as const;
/** The server's name of the new password (its refusals come camelCased, as every answer). */
const ALIASES = { newPassword: "password" } as const;
const EMPTY: Values = { currentPassword: "", password: "", passwordRepeat: "" };

export function PasswordForm({ email }: { email: string }) {
  const t = useTranslations("settings");
  const notify = useNotify();
  const titleId = useId();
  const form = useForm<Values, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, setError, reset, formState } = form;
  const showServerErrors = useServerErrors(setError, FIELDS, ALIASES);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await setPassword({ currentPassword: values.currentPassword, newPassword: values.password });
    } catch (error) {
      showServerErrors(error);
      return;
    }
    try {
      await signIn({ email, password: values.password });
      await restartSession();
      notify({ type: "success", text: t("passwordChanged") });
    } catch {
      // Changed, but this browser is signed out with every other session: the header offers «Войти».
      notify({ type: "warning", text: t("passwordChangedSignIn") });
    }
    reset(EMPTY);
  });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t("passwordTitle")}
      </h2>
      <p className={styles.cardLead}>{t("passwordLead")}</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
        <FormAlert message={errors.root?.server?.message} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <AuthField form={form} name="currentPassword" kind="current-password" label="currentPassword" />
        <AuthField form={form} name="password" kind="new-password" label="newPassword" />
        <AuthField form={form} name="passwordRepeat" kind="password-repeat" />
        <div className={styles.formActions}>
          <SubmitButton
            isBusy={isSubmitting}
            label={t("passwordSubmit")}
            busyLabel={t("saving")}
            isBlock={false}
          />
        </div>
      </form>
    </section>
  );
}
