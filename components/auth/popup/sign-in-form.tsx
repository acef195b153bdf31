"use client";
// Sign in by e-mail and password; wrong credentials and server field errors show on the form.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { signIn } from "@/lib/api/auth";
import { signInFormSchema, type SignInForm as Values } from "@/lib/schemas/auth/forms";
import { FormAlert } from "../form/form-alert";
import { SubmitButton } from "../form/submit-button";
import { TextField } from "../form/text-field";
import { useServerErrors } from "../form/use-server-errors";
import { useFinishSignIn } from "./use-finish-sign-in";
import styles from "../form/form.module.css";

const FIELDS = ["email", "password"] as const;

export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const t = useTranslations("auth");
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: "", password: "" },
  });
  const showServerErrors = useServerErrors(setError, FIELDS);
  const finishSignIn = useFinishSignIn();
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values);
    } catch (error) {
      showServerErrors(error);
      return;
    }
    await finishSignIn(t("signedIn"));
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <button type="button" className={styles.linkButton} onClick={onForgot}>
        {t("forgotLink")}
      </button>
      <SubmitButton isBusy={isSubmitting} label={t("signInSubmit")} busyLabel={t("sending")} />
    </form>
  );
}
