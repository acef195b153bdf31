"use client";
// "Подключить приложение": issues a TOTP secret (POST /api/admin/totp/enrolment/), then reloads the security page,
// which shows the secret and its QR code drawn on the server.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { startTotpEnrolment } from "@/lib/api/admin-totp";
import { Button } from "@/components/ui/button";
import styles from "./admin.module.css";

export function StartTotpButton({ label }: { label: string }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const [isBusy, setBusy] = useState(false);
  const [isFailed, setFailed] = useState(false);

  async function start() {
    setBusy(true);
    setFailed(false);
    try {
      await startTotpEnrolment();
      router.refresh();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.dialogBody}>
      <div className={styles.actions}>
        <Button size="s" onClick={start} disabled={isBusy} aria-busy={isBusy}>
          {label}
        </Button>
      </div>
      {isFailed && (
        <p role="alert" className={styles.alert}>
          {t("action_failed")}
        </p>
      )}
    </div>
  );
}
