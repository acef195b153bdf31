"use client";
// The account section: e-mail (read only) and the nickname, saved through PATCH /api/auth/users/me/.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "@/components/auth/form/form-alert";
import { SubmitButton } from "@/components/auth/form/submit-button";
import { TextField } from "@/components/auth/form/text-field";
import { useServerErrors } from "@/components/auth/form/use-server-errors";
import { useNotify } from "@/components/notifications/use-notify";
import { updateMe } from "@/lib/api/users";
import { NICKNAME_MAX_LENGTH } from "@/lib/schemas/auth/me";
import { nicknameFormSchema, type NicknameForm as Values } from "@/lib/schemas/auth/forms";
import { setSessionProfile } from "@/lib/state/session";
import formStyles from "@/components/auth/form/form.module.css";
import styles from "./profile-settings.module.css";

const FIELDS = ["nickname"] as const;

export function NicknameForm({ email, nickname }: { email: string; nickname: string }) {
  const t = useTranslations("settings");
  const notify = useNotify();
  const titleId = useId();
  const { register, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof nicknameFormSchema>
  >({ resolver: zodResolver(nicknameFormSchema), values: { nickname } });
  const showServerErrors = useServerErrors(setError, FIELDS);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const profile = await updateMe(values);
      await setSessionProfile(profile); // the new nickname comes back through `nickname`
      notify({ type: "success", text: t("nicknameSaved") });
    } catch (error) {
      showServerErrors(error);
    }
  });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t("accountTitle")}
      </h2>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
        <FormAlert message={errors.root?.server?.message} />
        <TextField label={t("email")} type="email" value={email} readOnly />
        <TextField
          label={t("nickname")}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX_LENGTH * 2}
          hint={t("nicknameHint")}
          error={errors.nickname?.message}
          {...register("nickname")}
        />
        <div className={styles.formActions}>
          <SubmitButton isBusy={isSubmitting} label={t("save")} busyLabel={t("saving")} isBlock={false} />
        </div>
      </form>
    </section>
  );
}
