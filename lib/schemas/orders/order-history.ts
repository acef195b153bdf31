// The signed-in shopper's order history: one entry per order, polymorphic by resourcetype.
import { z } from "zod";
import { isoDateSchema, moneySchema, pageQuerySchema, pagedSchema, queryChoicesSchema } from "../common";
import { productResourceTypes } from "../catalog/game";
import { defineEndpoint } from "../endpoint";
import { ORDER_LINE_STATUSES, ORDER_STATUSES } from "./order-statuses";

const id = z.number().int();

export const orderGameSchema = z.object({ id, title: z.string(), logo: z.string(), is_active: z.boolean() });
export const orderGiftSchema = z.object({ id, title: z.string(), logo: z.string() });
export const pubgCodeSchema = z.object({ code: z.string(), amount_uc: z.number().int() });

export const deliveredKeySchema = z.object({
  code: z.string(),
  amount_uc: z.number().int().optional(),
  instructions: z.string().optional().describe("How to activate the key, in the distributor's words"),
});

export const DELIVERY_DETAILS_FIELDS = [
  "moogold_user_id",
  "moogold_server",
  "moogold_server_custom_id",
  "steam_account_id",
  "game_account_id",
] as const;

export const lineDeliverySchema = z
  .object({
    items: z
      .array(deliveredKeySchema)
      .describe("Keys and codes delivered for the line, once it is completed (PUBG codes are in `codes`)"),
    detail: z
      .string()
      .nullable()
      .describe("The provider's words about a completed top-up, e.g. «Зачислено 500 ₽ на кошелёк Steam …»"),
    incorrect_details: z
      .object({
        message: z.string().describe("Why the provider refused the account, in its words"),
        field: z
          .enum(DELIVERY_DETAILS_FIELDS)
          .nullable()
          .describe("The delivery_details/update/ field to correct; null when the provider did not say"),
      })
      .nullable()
      .describe(
        "Set while the line is incorrect-details: correct the field through delivery_details/update/",
      ),
    refund: z
      .object({
        amount: moneySchema.describe("Roubles given back for the line"),
        destination: z
          .enum(["balance", "card"])
          .describe("balance: the shopper's balance in the store; card: back through the payment provider"),
        is_pending: z.boolean().describe("A card refund not yet made at the payment provider"),
        reason: z.string().nullable().describe("Why the line could not be delivered"),
      })
      .nullable()
      .describe("Set once the line is refunded"),
  })
  .describe("What there is to know about the line's delivery; absent while there is nothing to say");

export const orderLineProductSchema = z.object({
  resourcetype: z.enum(productResourceTypes),
  id,
  title: z.string(),
  picture: z.string(),
  price: moneySchema.describe("The product's catalogue price"),
  amount_uc: z.number().int().optional(),
  gold: z.number().int().optional(),
});

export const orderHistoryLineSchema = z.object({
  id,
  quantity: z.number().int(),
  price: moneySchema.describe("Unit price paid for this line"),
  status: z.enum(ORDER_LINE_STATUSES),
  product: orderLineProductSchema,
  codes: z
    .array(pubgCodeSchema)
    .optional()
    .describe(
      "PUBG: the redeem codes delivered for this line (on the details page: once the line is completed)",
    ),
  delivery: lineDeliverySchema.nullable().optional(),
});

export const orderMoneySchema = z
  .object({
    goods_total: moneySchema.describe("The goods at their prices, before the promo code"),
    promo_discount: moneySchema.describe("Roubles the promo code took off"),
    total: moneySchema.describe("What the order costs: goods_total - promo_discount"),
    is_paid: z.boolean().describe("True once a payment paid the order"),
    paid: moneySchema.describe(
      "Roubles taken for the order once paid: balance_share + charge.amount_rub (the method's fee included); " +
        "0.00 until paid",
    ),
    balance_share: moneySchema.describe(
      "Paid: the roubles debited from the balance; unpaid: the share the pending payment holds",
    ),
    method: z.string().nullable().describe("The payment method that paid (or is paying) the order"),
    method_fee: moneySchema.describe("The method's fee on top of the order's rest, roubles"),
    charge: z
      .object({
        amount: moneySchema.describe(
          "What the method charged (or will charge), fees included, in `currency`",
        ),
        currency: z.string(),
        amount_rub: moneySchema.describe("The roubles that charge stands for"),
      })
      .nullable()
      .describe("The method's charge: the paying payment once paid, the pending one before; null if none"),
    to_pay: moneySchema.describe(
      "Unpaid: what is left to pay (the pending payment's charge, or total_to_pay); 0.00 once paid",
    ),
    refunded: moneySchema.describe("Roubles given back for lines the store could not deliver"),
    cashback: moneySchema.describe("Cashback credited to the buyer's balance for the order"),
  })
  .describe(
    "Not part of SPEC.md: the order's money, from one projection of the order and its payment ledger " +
      "(the order page, the history, the e-mails and the console show these same figures)",
  );

/** The order's own column, kept as the original API had it; money.to_pay is what is still owed now. */
export const totalToPaySchema = moneySchema.describe(
  "The order's total less the balance share its latest payment attempt holds or took, fees not included: the " +
    "total until a payment starts. It stays once the order is paid; money.to_pay is what is still owed (0.00 then)",
);

const historyBase = {
  id,
  hash: z.string(),
  status: z.enum(ORDER_STATUSES),
  created: isoDateSchema,
  total: moneySchema,
  total_to_pay: totalToPaySchema,
  reject_reason: z.string().nullable(),
  is_payment_active: z.boolean().describe("True while the order is created or waiting for payment"),
  email: z.string(),
  order_products: z.array(orderHistoryLineSchema),
  game: orderGameSchema.nullable(),
  money: orderMoneySchema,
};

export const orderHistoryEntrySchema = z.discriminatedUnion("resourcetype", [
  z.object({
    resourcetype: z.literal("MooGoldOrder"),
    ...historyBase,
    moogold_user_id: z.string().nullable(),
    moogold_server: z.number().int().nullable().describe("Id of the game server chosen from the list"),
    moogold_server_name: z.string().nullable(),
    moogold_server_custom_id: z.string().nullable().describe("Server (zone) id typed in by the shopper"),
  }),
  z.object({
    resourcetype: z.literal("PUBGOrder"),
    ...historyBase,
    codes: z.array(pubgCodeSchema).describe("Every redeem code of the order"),
  }),
  z.object({
    resourcetype: z.literal("RokkyOrder"),
    ...historyBase,
    code: z.string().nullable().describe("The gift's activation key, once delivered"),
    gift: orderGiftSchema.nullable(),
    delivery: z
      .object({ items: z.array(deliveredKeySchema), detail: z.string().nullable() })
      .nullable()
      .describe("The key with its activation instructions, once delivered"),
  }),
  z.object({
    resourcetype: z.literal("StandoffOrder"),
    ...historyBase,
    game_account_id: z.string().nullable(),
    game_avatar: z.string().nullable(),
  }),
  z.object({
    resourcetype: z.literal("SteamOrder"),
    ...historyBase,
    steam_account_id: z.string().nullable(),
    amount: moneySchema.nullable().describe("Roubles credited to the Steam wallet"),
  }),
]);

export const ORDERS_PAGE_SIZE = 50;

export const ordersQuerySchema = pageQuerySchema.extend({
  status: queryChoicesSchema(ORDER_STATUSES)
    .optional()
    .describe("One status or several, comma-separated (status=paid,done)"),
  created_after: z.iso
    .datetime({ offset: true, error: "Введите правильную дату и время (ISO 8601)." })
    .optional()
    .describe("Only orders created after this moment, e.g. the last 24 hours"),
});

export const listOrders = defineEndpoint({
  method: "GET",
  path: "/api/orders/",
  tag: "orders",
  summary: "The signed-in shopper's orders, newest first, paged by page (50 a page unless page_size says)",
  auth: "required",
  query: ordersQuerySchema,
  response: pagedSchema(orderHistoryEntrySchema),
});
