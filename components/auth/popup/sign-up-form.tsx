"use client";
// Sign up by e-mail and password (repeated), then sign in at once with the same pair.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signIn } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import { registerUser } from "@/lib/api/users";
import { signUpFormSchema, type SignUpForm as Values } from "@/lib/schemas/auth/forms";
import { AuthForm } from "../form/auth-form";
import { SubmitButton } from "../form/submit-button";
import { AuthField } from "../form/auth-field";
import { useServerErrors } from "../form/use-server-errors";
import { useFinishSignIn } from "./use-finish-sign-in";

const FIELDS = ["email", "password", "passwordRepeat"] as const;

export function SignUpForm() {
  const t = useTranslations("auth");
  const form = useForm<Values, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: "", password: "", passwordRepeat: "" },
  });
  const { handleSubmit, setError, formState } = form;
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
    <AuthForm onSubmit={onSubmit} isBusy={isSubmitting} error={errors.root?.server?.message}>
      <AuthField form={form} name="email" kind="email" />
      <AuthField form={form} name="password" kind="new-password" />
      <AuthField form={form} name="passwordRepeat" kind="password-repeat" />
      <SubmitButton isBusy={isSubmitting} label={t("signUpSubmit")} busyLabel={t("sending")} />
    </AuthForm>
  );
}
