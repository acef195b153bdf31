// The Standoff 2 queue in the console: paid Standoff lines waiting until staff buy the skin the shopper listed on
// the game's market. The same queue and marks as the operator API (X-Operator-Token), for signed-in staff, audited.
import { z } from "zod";
import { idParamsSchema } from "../common";
import { standoffQueueItemSchema } from "../operator/standoff-queue";
import { defineAdminEndpoint } from "./admin-endpoint";

const text = (max: number) =>
  z.string({ error: "Введите строку." }).trim().max(max, `Не длиннее ${max} символов.`);

const markAnswer = z.object({
  order_id: z.number().int(),
  outcome: z.enum(["completed", "refunded", "incorrect-details"]),
});

export const listAdminStandoffQueue = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/standoff/",
  summary: "Paid Standoff lines waiting for staff to buy the skin, the longest-waiting first",
  response: z.array(standoffQueueItemSchema),
});

export const markAdminStandoffBought = defineAdminEndpoint("support", {
  method: "POST",
  path: "/api/admin/standoff/{id}/bought/",
  summary:
    "Staff bought the skin of line {id}: the line is delivered and the order settles (400 when not waiting); audited",
  params: idParamsSchema,
  body: z.object({ note: text(500).optional() }),
  response: markAnswer,
});

export const markAdminStandoffUnbuyable = defineAdminEndpoint("support", {
  method: "POST",
  path: "/api/admin/standoff/{id}/unbuyable/",
  summary:
    "The skin of line {id} could not be bought: refunded when the Standoff settings say needRefund, otherwise " +
    "the shopper is asked to list it again; audited",
  params: idParamsSchema,
  body: z.object({ reason: text(500).min(1, "Обязательное поле.") }),
  response: markAnswer,
});
