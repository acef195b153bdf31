// The Standoff 2 operator queue over HTTP (the console comes later): paid Standoff lines wait until an operator
// buys the skin the shopper listed on the game's market. Called with the X-Operator-Token header (OPERATOR_TOKEN);
// without that configuration the calls do not exist (404).
import { z } from "zod";
import { idParamsSchema } from "../common";
import { defineEndpoint } from "../endpoint";

const text = (max: number) =>
  z.string({ error: "Введите строку." }).trim().max(max, `Не длиннее ${max} символов.`);

export const standoffQueueItemSchema = z.object({
  order_id: z.number().int(),
  line_id: z.number().int(),
  paid_at: z.string().nullable().describe("When the order was paid (ISO 8601)"),
  game_account_id: z.string().nullable(),
  avatar_url: z.string().nullable(),
  skin_name: z.string(),
  price: z.string().describe("The exact price, in gold, of the lot the shopper listed"),
  gold: z.string(),
  fee: z.string(),
  surplus: z.string(),
});

const markAnswer = z.object({
  order_id: z.number().int(),
  outcome: z.enum(["completed", "refunded", "incorrect-details"]),
});

export const listStandoffQueue = defineEndpoint({
  method: "GET",
  path: "/api/operator/standoff/",
  security: [["operatorToken"]],
  tag: "operator",
  summary: "Paid Standoff lines waiting for the operator, the longest-waiting first (X-Operator-Token)",
  response: z.array(standoffQueueItemSchema),
});

export const markStandoffBought = defineEndpoint({
  method: "POST",
  path: "/api/operator/standoff/{id}/bought/",
  security: [["operatorToken"]],
  tag: "operator",
  summary:
    "The skin of line {id} was bought: the line is delivered and the order settles (400 when the line is not " +
    "waiting; X-Operator-Token)",
  params: idParamsSchema,
  body: z.object({ note: text(500).optional() }),
  response: markAnswer,
});

export const markStandoffUnbuyable = defineEndpoint({
  method: "POST",
  path: "/api/operator/standoff/{id}/unbuyable/",
  security: [["operatorToken"]],
  tag: "operator",
  summary:
    "The skin of line {id} could not be bought: refunded when the Standoff settings say needRefund, otherwise " +
    "the shopper is asked to list it again (X-Operator-Token)",
  params: idParamsSchema,
  body: z.object({ reason: text(500).min(1, "Обязательное поле.") }),
  response: markAnswer,
});
