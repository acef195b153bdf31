"use client";
// Sign in by e-mail and password; wrong credentials and server field errors show on the form.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { signIn } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import { signInFormSchema, type SignInForm as Values } from "@/lib/schemas/auth/forms";
import { AuthForm } from "../form/auth-form";
import { SubmitButton } from "../form/submit-button";
import { AuthField } from "../form/auth-field";
import { useServerErrors } from "../form/use-server-errors";
import { useFinishSignIn } from "./use-finish-sign-in";
import styles from "../form/form.module.css";

const FIELDS = ["email", "password"] as const;

/** Wrong password and unknown address are one answer (the API tells neither apart): our wording for it. */
const isWrongCredentials = (error: unknown) =>
  error instanceof ResponseError && error.code === "no_active_account";

export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const t = useTranslations("auth");
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: "", password: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const showServerErrors = useServerErrors(setError, FIELDS);
  const finishSignIn = useFinishSignIn();
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values);
    } catch (error) {
      if (isWrongCredentials(error))
        setError("root.server", { type: "server", message: t("errors.wrongCredentials") });
      else showServerErrors(error);
      return;
    }
    await finishSignIn(t("signedIn"));
  });

  return (
    <AuthForm onSubmit={onSubmit} isBusy={isSubmitting} error={errors.root?.server?.message}>
      <AuthField form={form} name="email" kind="email" />
      <AuthField form={form} name="password" kind="current-password" />
      <button type="button" className={styles.linkButton} onClick={onForgot}>
        {t("forgotLink")}
      </button>
      <SubmitButton isBusy={isSubmitting} label={t("signInSubmit")} busyLabel={t("sending")} />
    </AuthForm>
  );
}
