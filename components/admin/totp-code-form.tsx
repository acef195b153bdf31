"use client";
// A code from the authenticator app, sent to one step of the second factor: confirming the enrolment, the console's
// sign-in (which sets the staff-verified cookie) or switching it off. Checked with the API's own schema; a wrong
// or reused code is shown under the field. The page's server data is reloaded after a success.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { sendTotpCode, type TotpCodeStep } from "@/lib/api/admin-totp";
import { totpCodeBodySchema } from "@/lib/schemas/admin/totp";
import { Button } from "@/components/ui/button";
import { FormField } from "./form-field";
import { useConsoleForm } from "./use-console-form";
import styles from "./admin.module.css";

export function TotpCodeForm({ step, label }: { step: TotpCodeStep; label: string }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const { register, submit, formState, reset } = useConsoleForm(totpCodeBodySchema, {
    code: "",
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = submit(async ({ code }) => {
    await sendTotpCode(step, code);
    reset();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} className={styles.dialogBody} noValidate>
      <FormField
        label={t("totp_code")}
        error={errors.code?.message}
        registration={register("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
      />
      {errors.root?.server && (
        <p role="alert" className={styles.alert}>
          {errors.root.server.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="s" disabled={isSubmitting} aria-busy={isSubmitting}>
          {label}
        </Button>
      </div>
    </form>
  );
}
