"use client";
// The picture of a game (its logo) or a gift (its cover) on its console page: the current one, and a file chosen
// and uploaded to POST /api/admin/{games|gifts}/{id}/logo/ (checked there by content and size); the page reloads.
import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { readServerErrors } from "@/components/auth/form/read-server-errors";
import { Button } from "@/components/ui/button";
import { uploadCatalogueLogo } from "@/lib/api/admin-catalogue";
import own from "./catalogue-form.module.css";
import styles from "./admin.module.css";

export function LogoUpload({
  target,
  logo,
  title,
}: {
  target: { type: "games" | "gifts"; id: number };
  logo: string;
  title: string;
}) {
  const t = useTranslations("admin");
  const router = useRouter();
  const id = useId();
  const [isBusy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const file = new FormData(formElement).get("image");
    if (!(file instanceof File) || !file.name) {
      setMessage({ error: true, text: t("logo_missing") });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await uploadCatalogueLogo(target, file);
      formElement.reset();
      setMessage({ error: false, text: t("logo_uploaded") });
      router.refresh();
    } catch (error) {
      const failed = t("action_failed");
      const { fields, root } = readServerErrors(error, ["image"], {
        network: failed,
        timeout: failed,
        server: failed,
      });
      setMessage({ error: true, text: fields.image ?? root ?? failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form onSubmit={submit} className={own.logo} noValidate>
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a console preview of any stored picture, unoptimised
          <img src={logo} alt={t("logo_current")} />
        ) : (
          <p>{t("logo_none")}</p>
        )}
        <label className={styles.field} htmlFor={`${id}-file`}>
          <span>{t("logo_file")}</span>
          <input id={`${id}-file`} name="image" type="file" accept="image/png,image/jpeg,image/webp" />
        </label>
        <Button type="submit" size="s" disabled={isBusy} aria-busy={isBusy}>
          {t("logo_upload")}
        </Button>
      </form>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? styles.alert : styles.notice}>
          {message.text}
        </p>
      )}
    </section>
  );
}
