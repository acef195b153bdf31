"use client";
// /auth/reset-password?uid=&token=: a new password (twice) from the e-mailed link, then sign in with it.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { ResponseError } from "@/lib/api/errors";
import { resetPasswordConfirm } from "@/lib/api/users";
import { resetPasswordFormSchema, type ResetPasswordForm as Values } from "@/lib/schemas/auth/forms";
import { sessionStore } from "@/lib/state/session";
import { useStoreValue } from "@/lib/state/value-store";
import { openAuthPopup } from "@/lib/state/session-popup";
import cardStyles from "../card/auth-card.module.css";
import { AuthForm } from "../form/auth-form";
import { SubmitButton } from "../form/submit-button";
import { AuthField } from "../form/auth-field";
import { useServerErrors } from "../form/use-server-errors";
import styles from "../form/form.module.css";

const FIELDS = ["password", "passwordRepeat"] as const;
/** The server names the new password new_password. */
const ALIASES = { newPassword: "password", new_password: "password" } as const;

export const RESET_TITLE_ID = "reset-password-title";

/** 400 on uid or token: the link is wrong, used or expired. */
function isBadLink(error: unknown): boolean {
  if (!(error instanceof ResponseError) || error.status !== 400) return false;
  const body = (error.body ?? {}) as Record<string, unknown>;
  return "uid" in body || "token" in body;
}

export function ResetPasswordForm({ uid, token }: { uid: string; token: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const session = useStoreValue(sessionStore);
  const form = useForm<Values, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", passwordRepeat: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const showServerErrors = useServerErrors(setError, FIELDS, ALIASES);
  const { errors, isSubmitting, isSubmitSuccessful } = formState;

  // Signed in with the new password from the popup: on to the store.
  useEffect(() => {
    if (isSubmitSuccessful && session.status === "signed-in") router.replace("/");
  }, [isSubmitSuccessful, session.status, router]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPasswordConfirm({ uid, token, newPassword: password });
    } catch (error) {
      if (isBadLink(error)) setError("root.server", { type: "server", message: t("reset.badToken") });
      else showServerErrors(error);
      throw error;
    }
    openAuthPopup("sign-in");
  });

  if (isSubmitSuccessful) {
    return (
      <>
        <h1 id={RESET_TITLE_ID} className={cardStyles.title}>
          {t("reset.doneTitle")}
        </h1>
        <p className={cardStyles.text} role="status">
          {t("reset.doneText")}
        </p>
        <Button isBlock onClick={() => openAuthPopup("sign-in")}>
          {t("reset.signIn")}
        </Button>
      </>
    );
  }

  return (
    <>
      <h1 id={RESET_TITLE_ID} className={cardStyles.title}>
        {t("reset.title")}
      </h1>
      <p className={cardStyles.text}>{t("reset.lead")}</p>
      <AuthForm
        onSubmit={(event) => onSubmit(event).catch(() => undefined)}
        isBusy={isSubmitting}
        error={errors.root?.server?.message}
      >
        <AuthField form={form} name="password" kind="new-password" label="newPassword" />
        <AuthField form={form} name="passwordRepeat" kind="password-repeat" />
        <SubmitButton isBusy={isSubmitting} label={t("reset.submit")} busyLabel={t("sending")} />
      </AuthForm>
      <button type="button" className={styles.linkButton} onClick={() => openAuthPopup("forgot-password")}>
        {t("reset.requestNew")}
      </button>
    </>
  );
}
