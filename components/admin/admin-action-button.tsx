"use client";
// A console action: a button that opens a confirmation dialog (with a reason or note field, required where the
// action needs one, and the code for a delivery by hand), checked in the browser with the API handler's own zod
// body (react-hook-form), then the admin API is called and the page's data reloaded; the API's refusal lands under
// its field or above the form. Every such write is audited on the server.
import { useTranslations } from "next-intl";
import type { z } from "zod";
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
import { hideFeedback, showFeedback } from "@/lib/schemas/admin/feedback";
import {
  markOrderDelivered as markDeliveredEndpoint,
  rejectOrder as rejectEndpoint,
} from "@/lib/schemas/admin/order-actions";
import { resendOrderEmail as resendEndpoint } from "@/lib/schemas/admin/order-mails";
import { retryOrderDelivery as retryEndpoint } from "@/lib/schemas/admin/orders";
import { markAdminStandoffBought, markAdminStandoffUnbuyable } from "@/lib/schemas/admin/standoff";
import { blockUser, unblockUser } from "@/lib/schemas/admin/users";
import { DialogForm } from "./dialog-form";
import { FormField, FormTextarea } from "./form-field";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";

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

/** Every action body's fields, as its schema puts them out (camelCased); each action has some of them. */
type Values = { reason?: string; note?: string; code?: string; lineId?: number; emailId?: string };
type Kind = AdminAction["kind"];

type ActionOf<K extends Kind> = Extract<AdminAction, { kind: K }>;

type Spec<A extends AdminAction> = {
  /** The endpoint whose body schema checks the form. */
  endpoint: { body?: z.ZodType };
  /** The free text's name in the body: a reason (for the audit log) or a note (shown to the shopper). */
  text: "reason" | "note";
  /** The text's label; "reason_required": the schema refuses an empty text. */
  label: "reason" | "reason_required" | "note";
  hasCode?: boolean;
  /** The record the action is on, sent as it is (not a field of the form). */
  fixed?: (action: A) => Values;
  /** Calls the API; answers the key of the message to show when it succeeded. */
  send: (action: A, v: Values) => Promise<string>;
};

const moderation = (kind: "feedback_hide" | "feedback_show"): Spec<ActionOf<typeof kind>> => ({
  endpoint: kind === "feedback_hide" ? hideFeedback : showFeedback,
  text: "reason",
  label: "reason",
  send: async (a, v) => {
    await moderateFeedback(a.feedbackId, kind === "feedback_hide" ? "hide" : "show", v.reason ?? "");
    return `${kind}_done`;
  },
});

const blocking = (kind: "block_user" | "unblock_user"): Spec<ActionOf<typeof kind>> => ({
  endpoint: kind === "block_user" ? blockUser : unblockUser,
  text: "reason",
  label: "reason",
  send: async (a, v) => {
    await setUserBlocked(a.userId, kind === "block_user", v.reason ?? "");
    return `${kind}_done`;
  },
});

const ACTIONS: { [K in Kind]: Spec<ActionOf<K>> } = {
  retry_delivery: {
    endpoint: retryEndpoint,
    text: "reason",
    label: "reason",
    send: async (a, v) =>
      (await retryOrderDelivery(a.orderId, { reason: v.reason })).isQueued
        ? "retry_queued"
        : "retry_not_queued",
  },
  reject_order: {
    endpoint: rejectEndpoint,
    text: "reason",
    label: "reason_required",
    send: async (a, v) => {
      await rejectOrder(a.orderId, { reason: v.reason ?? "" });
      return "reject_done";
    },
  },
  mark_delivered: {
    endpoint: markDeliveredEndpoint,
    text: "note",
    label: "note",
    hasCode: true,
    fixed: (a) => (a.lineId ? { lineId: a.lineId } : {}),
    send: async (a, v) => {
      await markOrderDelivered(a.orderId, { lineId: v.lineId, code: v.code, note: v.note });
      return "mark_delivered_done";
    },
  },
  resend_email: {
    endpoint: resendEndpoint,
    text: "reason",
    label: "reason",
    fixed: (a) => ({ emailId: a.emailId }),
    send: async (a, v) => {
      await resendOrderEmail(a.orderId, { emailId: v.emailId ?? a.emailId, reason: v.reason });
      return "resend_email_done";
    },
  },
  standoff_bought: {
    endpoint: markAdminStandoffBought,
    text: "note",
    // The console has always asked for it as an optional reason; the API keeps it as the line's note.
    label: "reason",
    send: async (a, v) => {
      await markStandoffBought(a.lineId, v.note ?? "");
      return "standoff_bought_done";
    },
  },
  standoff_unbuyable: {
    endpoint: markAdminStandoffUnbuyable,
    text: "reason",
    label: "reason_required",
    send: async (a, v) =>
      (await markStandoffUnbuyable(a.lineId, v.reason ?? "")).outcome === "refunded"
        ? "standoff_refunded"
        : "standoff_asked_again",
  },
  feedback_hide: moderation("feedback_hide"),
  feedback_show: moderation("feedback_show"),
  block_user: blocking("block_user"),
  unblock_user: blocking("unblock_user"),
};

/** An optional text left empty is not sent (the API keeps no empty reason); a required one stays "" for its rule. */
const blankAsMissing = { setValueAs: (v: unknown) => (typeof v === "string" && !v.trim() ? undefined : v) };

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
  const spec = ACTIONS[action.kind] as Spec<AdminAction>;
  const dialog = useAdminDialog();
  const fixed = spec.fixed?.(action) ?? {};
  const schema = spec.endpoint.body as z.ZodType<Values, Values>;
  const { register, submit, formState, reset } = useConsoleForm(schema, {
    ...(spec.hasCode ? { code: "" } : {}),
    [spec.text]: "",
    ...fixed,
  });
  const { errors } = formState;

  const onSubmit = submit(async (values) => {
    const message = await spec.send(action, { ...values, ...fixed });
    reset();
    dialog.succeed(t(message));
  });

  const isTextRequired = spec.label === "reason_required";
  return (
    <DialogForm
      dialog={dialog}
      label={label}
      title={title}
      variant={action.kind === "standoff_unbuyable" ? "secondary" : "primary"}
      text={t(`${action.kind}_text`)}
      formState={formState}
      // The record the action is on is no field of the form: a refusal about it is shown above the button.
      otherError={errors.lineId?.message ?? errors.emailId?.message}
      onSubmit={onSubmit}
    >
      {spec.hasCode && (
        <FormField
          label={t("code_field")}
          registration={register("code", blankAsMissing)}
          error={errors.code?.message}
          maxLength={200}
        />
      )}
      <FormTextarea
        label={t(spec.label)}
        registration={register(spec.text, isTextRequired ? {} : blankAsMissing)}
        error={errors[spec.text]?.message}
        rows={3}
        maxLength={500}
      />
    </DialogForm>
  );
}
