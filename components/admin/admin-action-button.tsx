"use client";
// A console action: a button that opens a confirmation dialog (with a reason or note field, required where the
// action needs one), calls the admin API, then reloads the page's data; a refusal is shown as the API words it.
// Every such write is audited on the server.
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import {
  markOrderDelivered,
  markStandoffBought,
  markStandoffUnbuyable,
  moderateFeedback,
  rejectOrder,
  retryOrderDelivery,
} from "@/lib/api/admin";
import { resendOrderEmail } from "@/lib/api/admin-orders";
import { setUserBlocked } from "@/lib/api/admin-users";
import { ResponseError } from "@/lib/api/errors";
import { AdminDialog } from "./admin-dialog";
import { DialogFooter } from "./dialog-footer";
import { useAdminDialog } from "./use-admin-dialog";
import styles from "./admin.module.css";

export type AdminAction =
  | { kind: "retry_delivery"; orderId: number }
  | { kind: "reject_order"; orderId: number }
  | { kind: "mark_delivered"; orderId: number; lineId?: number }
  | { kind: "resend_email"; orderId: number; emailId: string }
  | { kind: "standoff_bought"; lineId: number }
  | { kind: "standoff_unbuyable"; lineId: number }
  | { kind: "feedback_hide"; feedbackId: number }
  | { kind: "feedback_show"; feedbackId: number }
  | { kind: "block_user"; userId: number }
  | { kind: "unblock_user"; userId: number };

type Field = "text" | "code";

/** The dialog's fields: the free text (a reason or note; required where the action needs one) and a code. */
const FIELDS: Record<AdminAction["kind"], { fields: Field[]; isTextRequired: boolean }> = {
  retry_delivery: { fields: ["text"], isTextRequired: false },
  reject_order: { fields: ["text"], isTextRequired: true },
  mark_delivered: { fields: ["code", "text"], isTextRequired: false },
  resend_email: { fields: ["text"], isTextRequired: false },
  standoff_bought: { fields: ["text"], isTextRequired: false },
  standoff_unbuyable: { fields: ["text"], isTextRequired: true },
  feedback_hide: { fields: ["text"], isTextRequired: false },
  feedback_show: { fields: ["text"], isTextRequired: false },
  block_user: { fields: ["text"], isTextRequired: false },
  unblock_user: { fields: ["text"], isTextRequired: false },
};

/** Runs the action; answers the message to show when it succeeded. */
async function run(action: AdminAction, text: string, code: string): Promise<string> {
  switch (action.kind) {
    case "reject_order":
      await rejectOrder(action.orderId, { reason: text });
      return "reject_done";
    case "mark_delivered":
      await markOrderDelivered(action.orderId, {
        ...(action.lineId ? { lineId: action.lineId } : {}),
        ...(code ? { code } : {}),
        ...(text ? { note: text } : {}),
      });
      return "mark_delivered_done";
    case "resend_email":
      await resendOrderEmail(action.orderId, { emailId: action.emailId, ...(text ? { reason: text } : {}) });
      return "resend_email_done";
    case "feedback_hide":
    case "feedback_show":
      await moderateFeedback(action.feedbackId, action.kind === "feedback_hide" ? "hide" : "show", text);
      return `${action.kind}_done`;
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
    case "block_user":
      await setUserBlocked(action.userId, true, text);
      return "block_user_done";
    case "unblock_user":
      await setUserBlocked(action.userId, false, text);
      return "unblock_user_done";
  }
}

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
  const fieldId = useId();
  const { fields, isTextRequired } = FIELDS[action.kind];
  const dialog = useAdminDialog();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = String(form.get("text") ?? "").trim();
    const code = String(form.get("code") ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      const message = await run(action, text, code);
      dialog.succeed(t(message));
    } catch (err) {
      setError((err instanceof ResponseError && err.detail) || t("action_failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminDialog
      dialog={dialog}
      label={label}
      title={title}
      variant={action.kind === "standoff_unbuyable" ? "secondary" : "primary"}
    >
      <form onSubmit={submit} className={styles.dialogBody}>
        <p>{t(`${action.kind}_text`)}</p>
        {fields.includes("code") && (
          <label className={styles.field} htmlFor={`${fieldId}-code`}>
            <span>{t("code_field")}</span>
            <input id={`${fieldId}-code`} name="code" maxLength={200} autoComplete="off" />
          </label>
        )}
        <label className={styles.field} htmlFor={fieldId}>
          <span>
            {t(isTextRequired ? "reason_required" : action.kind === "mark_delivered" ? "note" : "reason")}
          </span>
          <textarea id={fieldId} name="text" maxLength={500} rows={3} required={isTextRequired} />
        </label>
        <DialogFooter error={error} label={label} isBusy={isBusy} onCancel={dialog.close} />
      </form>
    </AdminDialog>
  );
}
