// The signed-in shopper's balance history: every movement of the balance, newest first, from the payment ledger.
import { z } from "zod";
import { isoDateSchema, moneySchema, pageQuerySchema, pagedSchema } from "../common";
import { defineEndpoint } from "../endpoint";

export const BALANCE_HISTORY_PAGE_SIZE = 20;

export const BALANCE_MOVEMENT_KINDS = ["payment", "refund", "cashback", "credit", "adjustment"] as const;

export const balanceMovementSchema = z.object({
  id: z.number().int(),
  created: isoDateSchema,
  kind: z
    .enum(BALANCE_MOVEMENT_KINDS)
    .describe(
      "payment: spent on an order; refund: an order that could not be delivered, paid back; cashback: a gift's " +
        "cashback once its order was done; credit: a payment that arrived for an order it could no longer pay; " +
        "adjustment: the shop's staff credited or debited the balance by hand (negative for a debit)",
    ),
  amount: moneySchema.describe("Roubles, signed: negative when the balance went down"),
  order_id: z.number().int().nullable(),
  order_hash: z.string().nullable().describe("The order's page: /orders/{order_hash}/details"),
});

export const listBalanceHistory = defineEndpoint({
  method: "GET",
  path: "/api/auth/users/me/balance_history/",
  tag: "auth",
  summary: `The signed-in shopper's balance movements, newest first, paged by page (${BALANCE_HISTORY_PAGE_SIZE} a page unless page_size says)`,
  auth: "required",
  query: pageQuerySchema,
  response: pagedSchema(balanceMovementSchema),
});
