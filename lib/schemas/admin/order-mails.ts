// The e-mails the store sent about an order, as the console shows them, and staff resending one. Every e-mail is a
// `send-mail` job (lib/server/jobs): the job, kept by the queue (its own table, then its archive for about a week
// after it ran), is the record of what was sent, to whom, when and whether it went out.
import { z } from "zod";
import { idParamsSchema, isoDateSchema } from "../common";
import { defineAdminEndpoint } from "./admin-endpoint";

/** The order e-mails' templates (lib/server/mail/templates, the capture credit's in lib/server/payments). */
export const ORDER_MAIL_TEMPLATES = [
  "receipt",
  "delivered",
  "incorrect_details",
  "refunded",
  "capture_credit",
] as const;
export type OrderMailTemplate = (typeof ORDER_MAIL_TEMPLATES)[number];

/** A mail job's state as the queue names it: created and retry wait, active is being sent, completed went out. */
export const MAIL_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;

export const adminOrderMailSchema = z.object({
  id: z.string().describe("The e-mail's id (its send-mail job), for resend-email/"),
  template: z.enum(ORDER_MAIL_TEMPLATES),
  subject: z.string(),
  to: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int().describe("Failed tries before this state"),
  created: isoDateSchema,
  sent: isoDateSchema.nullable().describe("When it went out (completed), or null"),
  resent_from: z.string().nullable().describe("The e-mail this one resends, when staff resent it"),
});

export const resendOrderEmail = defineAdminEndpoint("support", {
  method: "POST",
  path: "/api/admin/orders/{id}/resend-email/",
  summary:
    "Send one of the order's e-mails (email_id from the order's emails) again, as it was: a new send-mail job " +
    "through the same queue and transport; audited",
  params: idParamsSchema,
  body: z.object({
    email_id: z.uuid({ error: "Выберите письмо этого заказа." }),
    reason: z.string({ error: "Введите строку." }).trim().max(500, "Не длиннее 500 символов.").optional(),
  }),
  status: 202,
  response: z.object({ id: z.number().int(), email: adminOrderMailSchema }),
});
