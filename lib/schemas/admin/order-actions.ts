// The console's order actions beyond a delivery retry: staff deliver by hand (a line, with the code or key the
// shopper will see, or a gift order's key) and reject an order (its undelivered lines refunded to whoever paid).
import { z } from "zod";
import { idParamsSchema } from "../common";
import { ORDER_STATUSES } from "../orders/order-statuses";
import { defineAdminEndpoint } from "./admin-endpoint";

const text = (max: number) =>
  z.string({ error: "Введите строку." }).trim().max(max, `Не длиннее ${max} символов.`);

const actionAnswer = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  is_settling: z
    .boolean()
    .describe("The delivery job that settles the order and e-mails the shopper is queued"),
});

export const markOrderDelivered = defineAdminEndpoint("support", {
  method: "POST",
  path: "/api/admin/orders/{id}/mark-delivered/",
  summary:
    "Staff delivered by hand: line line_id (of a paid order, not yet delivered) is completed with the code or " +
    "key and the note the shopper will see; for a gift order, code is the key. The order then settles; audited. " +
    "409 order_rejected (refunded already), already_delivered, or delivery_in_flight (the supplier accepted it " +
    "and has not answered yet: asked first, never delivered twice)",
  params: idParamsSchema,
  errors: { 409: "order_rejected, already_delivered or delivery_in_flight" },
  body: z.object({
    line_id: z.number({ error: "Введите число." }).int().min(1).max(2_147_483_647).optional(),
    code: text(200).optional(),
    note: text(500).optional(),
  }),
  response: actionAnswer,
});

export const rejectOrder = defineAdminEndpoint("support", {
  method: "POST",
  path: "/api/admin/orders/{id}/reject/",
  summary:
    "Staff reject a paid order: every line not yet delivered (or a gift order as a whole) is refunded to whoever " +
    "paid (the balance, or the payment provider for a guest), the reason shown to the shopper; audited. Once " +
    "only: 409 order_already_rejected, nothing_to_reject, already_delivered, or delivery_in_flight (the " +
    "supplier accepted a line and has not answered yet: it is asked first, never refunded blind)",
  params: idParamsSchema,
  errors: { 409: "order_already_rejected, nothing_to_reject, already_delivered or delivery_in_flight" },
  body: z.object({ reason: text(500).min(1, "Обязательное поле.") }),
  response: actionAnswer,
});
