"use client";
// A console action: a button that opens a confirmation dialog (with a reason or note field, required where the
// action needs one), calls the admin API, then reloads the page's data; a refusal is shown as the API words it.
// Every such write is audited on the server.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { markStandoffBought, markStandoffUnbuyable, retryOrderDelivery } from "@/lib/api/admin";
import { ResponseError } from "@/lib/api/errors";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import styles from "./admin.module.css";

export type AdminAction =
  | { kind: "retry_delivery"; orderId: number }
  | { kind: "standoff_bought"; lineId: number }
  | { kind: "standoff_unbuyable"; lineId: number };

/** Runs the action; answers the message to show when it succeeded. */
async function run(action: AdminAction, text: string): Promise<string> {
  switch (action.kind) {
    case "retry_delivery":
      return (await retryOrderDelivery(action.orderId, text ? { reason: text } : {})).isQueued
        ? "retry_queued"
        : "retry_not_queued";
    case "standoff_bought":
      await markStandoffBought(action.lineId, text);
      return "standoff_bought_done";
    case "standoff_unbuyable":
      return (await markStandoffUnbuyable(action.lineId, text)).outcome === "refunded"
        ? "standoff_refunded"
        : "standoff_asked_again";
  }
}

const isTextRequired = (action: AdminAction) => action.kind === "standoff_unbuyable";

export function AdminActionButton({
  action,
  label,
  title,
}: {
  action: AdminAction;
  label: string;
  title: string;
}) {
  const t = useTranslations("admin");
  const router = useRouter();
  const fieldId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("text") ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      const message = await run(action, text);
      setOpen(false);
      setDone(t(message));
      router.refresh();
    } catch (err) {
      setError((err instanceof ResponseError && err.detail) || t("action_failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="s"
        variant={action.kind === "standoff_unbuyable" ? "secondary" : "primary"}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {done && (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      )}
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title={title} size="s">
        <form onSubmit={submit} className={styles.dialogBody}>
          <p>{t(`${action.kind}_text`)}</p>
          <label className={styles.field} htmlFor={fieldId}>
            <span>{t(isTextRequired(action) ? "reason_required" : "reason")}</span>
            <textarea id={fieldId} name="text" maxLength={500} rows={3} required={isTextRequired(action)} />
          </label>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" size="s" disabled={isBusy} aria-busy={isBusy}>
              {label}
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
