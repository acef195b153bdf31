"use client";
// Sign up by e-mail and password (repeated), then sign in at once with the same pair.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signIn } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import { registerUser } from "@/lib/api/users";
import { signUpFormSchema, type SignUpForm as Values } from "@/lib/schemas/auth/forms";
import { FormAlert } from "../form/form-alert";
import { SubmitButton } from "../form/submit-button";
import { TextField } from "../form/text-field";
import { useServerErrors } from "../form/use-server-errors";
import { useFinishSignIn } from "./use-finish-sign-in";
import styles from "../form/form.module.css";

const FIELDS = ["email", "password", "passwordRepeat"] as const;

export function SignUpForm() {
  const t = useTranslations("auth");
  const { register, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof signUpFormSchema>
  >({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: "", password: "", passwordRepeat: "" },
  });
  const showServerErrors = useServerErrors(setError, FIELDS);
  const finishSignIn = useFinishSignIn();
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await registerUser({ email, password });
    } catch (error) {
      showServerErrors(error);
      return;
    }
    try {
      await signIn({ email, password });
    } catch (error) {
      // The sign-up answer never says whether the address was taken; a refused sign-in is how it shows.
      if (error instanceof ResponseError && error.status === 401)
        setError("root.server", { type: "server", message: t("signUpSignInFailed") });
      else showServerErrors(error);
      return;
    }
    await finishSignIn(t("signedUp"));
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
        autoComplete="new-password"
        hint={t("passwordHint")}
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label={t("fields.passwordRepeat")}
        type="password"
        autoComplete="new-password"
        error={errors.passwordRepeat?.message}
        {...register("passwordRepeat")}
      />
      <SubmitButton isBusy={isSubmitting} label={t("signUpSubmit")} busyLabel={t("sending")} />
    </form>
  );
}
