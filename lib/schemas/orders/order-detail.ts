// One order on the wire: the recalculated draft answered by every create/update call and GET /api/orders/{hash}/,
// the details page's entry (lines with statuses and delivery, status timeline) and the status poll.
import { z } from "zod";
import { idParamsSchema, isoDateSchema, moneySchema } from "../common";
import { gameResourceTypes, productSchema } from "../catalog/game";
import { giftListItemSchema } from "../catalog/gift";
import { ORDER_ACCESS, defineEndpoint } from "../endpoint";
import { promoCodeSchema } from "../promo/promo-code";
import { orderGameSchema, orderHistoryEntrySchema, totalToPaySchema } from "./order-history";
import { ORDER_LINE_STATUSES, ORDER_STATUSES } from "./order-statuses";

const id = z.number().int();

export const orderHashSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/)
  .describe("The order's 128-bit random hash (32 hex characters)");

export const orderDraftLineSchema = z.object({
  id,
  quantity: z.number().int(),
  price: moneySchema.describe("Unit price charged (the product's discount price when it has one)"),
  status: z.enum(ORDER_LINE_STATUSES),
  product: productSchema,
});

const draftBase = {
  id,
  hash: orderHashSchema,
  status: z.enum(ORDER_STATUSES),
  created: isoDateSchema,
  total: moneySchema.describe("What the order costs: total_with_promocode"),
  total_without_promocode: moneySchema,
  total_with_promocode: moneySchema,
  total_to_pay: totalToPaySchema,
  email: z.string(),
  promo_code: promoCodeSchema.nullable(),
  order_products: z.array(orderDraftLineSchema),
  products: z
    .array(z.object({ id, quantity: z.number().int(), product: id }))
    .describe("The same lines in the cart's short form: line id, quantity, product id"),
  game: orderGameSchema.extend({ resourcetype: z.enum(gameResourceTypes) }).nullable(),
};

export const orderDraftSchema = z.discriminatedUnion("resourcetype", [
  z.object({
    resourcetype: z.literal("MooGoldOrder"),
    ...draftBase,
    moogold_user_id: z.string().nullable(),
    moogold_server: id.nullable().describe("Id of the server chosen from the game's list"),
    moogold_server_name: z.string().nullable(),
    moogold_server_custom_id: z.string().nullable().describe("Server (zone) id typed in by the shopper"),
  }),
  z.object({ resourcetype: z.literal("PUBGOrder"), ...draftBase }),
  z.object({ resourcetype: z.literal("RokkyOrder"), ...draftBase, gift: giftListItemSchema.nullable() }),
  z.object({
    resourcetype: z.literal("StandoffOrder"),
    ...draftBase,
    game_account_id: z.string().nullable(),
    game_avatar: z.string().nullable(),
    surplus: z.string().nullable().describe("Decimal, e.g. 0.07"),
  }),
  z.object({
    resourcetype: z.literal("SteamOrder"),
    ...draftBase,
    steam_account_id: z.string().nullable(),
    amount: moneySchema.nullable().describe("Roubles credited to the Steam wallet"),
  }),
]);

export const orderTimelineSchema = z
  .array(z.object({ status: z.enum(ORDER_STATUSES), created: isoDateSchema }))
  .describe("Every status the order entered, oldest first");

// Spread into each kind rather than added by a generic helper, so that the inferred type keeps every field.
const timelineFields = {
  timeline: orderTimelineSchema,
  expired_at: isoDateSchema
    .nullable()
    .describe("When the order was cancelled for not being paid in time (it can be repeated); null otherwise"),
  captured_payment: z
    .object({
      amount: moneySchema.describe("What the provider charged, fees included, in `currency`"),
      currency: z.string(),
      amount_rub: moneySchema.describe("The roubles that charge stands for"),
    })
    .nullable()
    .optional()
    .describe(
      "Not part of SPEC.md: the payment that paid the order (the page's 'К оплате', the method's fee " +
        "included; 0.00 when the balance paid it all); null until the order is paid",
    ),
};
const [mooGold, pubg, rokky, standoff, steam] = orderHistoryEntrySchema.options;

export const standoffListingSchema = z
  .object({
    skin_name: z.string().describe("The skin to list on the Standoff 2 market"),
    skin_picture: z.string(),
    gold: moneySchema.describe("Gold bought (the lines still to deliver), in hundredths like money"),
    market_fee: z.string().describe("Per cent the market keeps, from the Standoff settings"),
    fee: moneySchema.describe(
      "The market's share on top of the gold: gold × market_fee / 100, rounded half up",
    ),
    surplus: moneySchema.describe("The order's surplus that tells the shopper's lot apart"),
    price: moneySchema.describe("The exact price to list the skin at: gold + fee + surplus"),
  })
  .nullable()
  .describe(
    "While a paid Standoff order waits for the shopper's lot: what to list and at which price; else null",
  );

export const orderDetailsSchema = z.discriminatedUnion("resourcetype", [
  mooGold.extend(timelineFields),
  pubg.extend(timelineFields),
  rokky.extend(timelineFields),
  standoff.extend({ ...timelineFields, standoff_listing: standoffListingSchema }),
  steam.extend(timelineFields),
]);

const hashParamsSchema = z.object({ hash: orderHashSchema });

export const getOrder = defineEndpoint({
  method: "GET",
  path: "/api/orders/{hash}/",
  tag: "orders",
  summary:
    "The order recalculated with and without its promo code, for anyone holding the hash; grants this browser the " +
    "order-access cookie for the calls addressed by id",
  params: hashParamsSchema,
  response: orderDraftSchema,
});

export const getOrderDetails = defineEndpoint({
  method: "GET",
  path: "/api/orders/{hash}/details/",
  tag: "orders",
  summary:
    "The order's details page: lines with their statuses and delivery (codes and keys as soon as the line is " +
    "completed, the provider's refusal and the field to correct, the refund), the status timeline and, for a paid " +
    "Standoff order, the lot to list; grants the order-access cookie like GET /api/orders/{hash}/",
  params: hashParamsSchema,
  response: orderDetailsSchema,
});

export const getOrderStatus = defineEndpoint({
  method: "GET",
  path: "/api/orders/status/{id}/",
  security: ORDER_ACCESS,
  tag: "orders",
  summary:
    "The order's status and payment state (polled by the payment page); the owner's token or access cookie",
  params: idParamsSchema,
  response: z.object({
    id,
    status: z.enum(ORDER_STATUSES),
    payment_id: z.string().nullable(),
    payment_status: z.string().nullable(),
  }),
});
