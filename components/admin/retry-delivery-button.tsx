"use client";
// "Retry delivery": confirmed in a dialog with an optional reason (it goes to the audit log), then the order's
// delivery job is queued again and the page reloads its data; a refusal is shown as the API words it.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { retryOrderDelivery } from "@/lib/api/admin";
import { ResponseError } from "@/lib/api/errors";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import styles from "./admin.module.css";

export function RetryDeliveryButton({ orderId }: { orderId: number }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const reasonId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      const result = await retryOrderDelivery(orderId, reason ? { reason } : {});
      setOpen(false);
      setDone(t(result.isQueued ? "retry_queued" : "retry_not_queued"));
      router.refresh();
    } catch (err) {
      setError((err instanceof ResponseError && err.detail) || t("action_failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="s" onClick={() => setOpen(true)}>
        {t("retry_delivery")}
      </Button>
      {done && (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      )}
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t("retry_confirm_title", { id: orderId })}
        size="s"
      >
        <form onSubmit={submit} className={styles.dialogBody}>
          <p>{t("retry_confirm_text")}</p>
          <label className={styles.field} htmlFor={reasonId}>
            <span>{t("reason")}</span>
            <textarea id={reasonId} name="reason" maxLength={500} rows={3} />
          </label>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" size="s" disabled={isBusy} aria-busy={isBusy}>
              {t("retry_delivery")}
            </Button>
            <Button type="button" size="s" variant="ghost" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
