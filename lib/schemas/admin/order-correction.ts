// Staff correcting an order's delivery details (a wrong player id, Steam login, server or e-mail) and delivering
// its line again: the fields and their checks are the shopper's own delivery_details/update/ bodies.
import { z } from "zod";
import { idParamsSchema } from "../common";
import { updateStandoffDeliveryDetails } from "../orders/standoff";
import { updateSteamDeliveryDetails } from "../orders/steam";
import { updateSupplyDeliveryDetails } from "../orders/supply-channel";
import { ORDER_STATUSES } from "../orders/order-statuses";
import { defineAdminEndpoint } from "./admin-endpoint";

/** The body fields of a shopper's delivery_details/update/ call. */
const shopperFields = <S extends z.ZodRawShape>(e: { body?: z.ZodObject<S> }) => e.body?.shape as S;

/** Which of the body's fields each order kind has (the e-mail: every kind). */
export const CORRECTION_FIELDS = {
  pubg: [],
  rokky: [],
  standoff: ["game_account_id"],
  steam: ["steam_account_id"],
  supply: ["moogold_user_id", "moogold_server", "moogold_server_custom_id"],
} as const;

/** A line staff may correct: it waits for new details, or its delivery failed (a fault recorded) and is still open. */
export const isCorrectableLine = (l: { status: string; deliveryError: string | null }) =>
  l.status === "incorrect-details" ||
  ((l.status === "processing" || l.status === "sending") && l.deliveryError !== null);

export const correctDeliveryBodySchema = z.object({
  line_id: z
    .number({ error: "Выберите позицию заказа." })
    .int()
    .min(1, "Выберите позицию заказа.")
    .max(2_147_483_647),
  ...shopperFields(updateStandoffDeliveryDetails),
  ...shopperFields(updateSteamDeliveryDetails),
  ...shopperFields(updateSupplyDeliveryDetails),
  reason: z.string({ error: "Введите строку." }).trim().max(500, "Не длиннее 500 символов.").optional(),
});

export const correctOrderDelivery = defineAdminEndpoint("support", {
  method: "POST",
  path: "/api/admin/orders/{id}/correct-delivery/",
  summary:
    "Correct the delivery details of a paid order whose line line_id waits for new details or failed to be " +
    "delivered (fields left out stay; only the order kind's own fields, checked as when the shopper corrects " +
    "them) and deliver that line (and any other line waiting for details) again through the delivery job; " +
    "audited with the details before and after; 409 delivery_in_flight while the supplier still works on the line",
  params: idParamsSchema,
  errors: { 409: "The order cannot take a correction now (rejected, delivered or a delivery in flight)" },
  body: correctDeliveryBodySchema,
  status: 202,
  response: z.object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    line_ids: z.array(z.number().int()).describe("The lines sent back to delivery"),
    is_queued: z.boolean(),
  }),
});
