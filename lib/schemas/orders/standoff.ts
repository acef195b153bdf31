// Standoff 2 gold orders: create, avatar upload (multipart, after creation), updates, last data, settings.
import { z } from "zod";
import { idParamsSchema } from "../common";
import { ORDER_ACCESS, defineEndpoint } from "../endpoint";
import { orderDraftSchema } from "./order-detail";
import { lastOrderDataEndpoint, orderCreateEndpoint, orderEditEndpoint } from "./kind-endpoints";
import {
  accountField,
  newOrderProductsField,
  objectIdField,
  guestEmailField,
  optionalEmailField,
  orderHashProofField,
} from "./order-input";
import { ACCESS_RULES, ORDER_RULES, REDELIVERY_RULES, updateLinesEndpoint } from "./pubg";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** 0.00 to 0.99 with two decimals, as a JSON number or a string; answered as a decimal string. */
export const surplusField = () =>
  z
    .union([z.number(), z.string()], { error: "Введите число." })
    .transform((v, ctx) => {
      const text = String(v).trim();
      if (!/^0(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({
          code: "custom",
          message: "Введите число от 0 до 0.99 (не больше двух знаков после точки).",
        });
        return z.NEVER;
      }
      return Number(text).toFixed(2);
    })
    .describe("Extra gold on the skin's price that marks the shopper's listing: 0 to 0.99");

/**
 * Standoff surplus default (SPEC.md section 9): random from 0 to 0.23 in steps of 0.01. The checkout form's, and
 * the server's when an order names none.
 */
export function randomSurplus(random: () => number = Math.random): string {
  const hundredths = Math.min(23, Math.floor(random() * 24));
  return `0.${String(hundredths).padStart(2, "0")}`;
}

export const createStandoffOrder = orderCreateEndpoint(
  "standoff",
  `Create a Standoff 2 order (send the avatar next with standoff/avatar/{id}/); surplus is kept only when the ` +
    `settings enable it, and one from 0 to 0.23 is drawn when none is sent; no payment starts before the ` +
    `avatar. ${ORDER_RULES}. Sets the order-access cookie`,
  z.object({
    products: newOrderProductsField(),
    email: guestEmailField(),
    game_account_id: accountField(),
    surplus: surplusField().nullable().optional(),
  }),
);

export const uploadStandoffAvatar = defineEndpoint({
  method: "POST",
  path: "/api/orders/standoff/avatar/{id}/",
  security: ORDER_ACCESS,
  tag: "orders",
  summary:
    "Attach the account's avatar: a PNG, JPEG or WebP picture up to 2 MB (checked by content), or history_order_id, " +
    `an earlier order of this shopper whose avatar is reused. ${ACCESS_RULES}`,
  auth: "optional",
  params: idParamsSchema,
  errors: { 500: "The picture storage failed (the order is unchanged)" },
  bodyType: "multipart",
  body: z.object({
    game_avatar: z.any().optional().describe("The picture file (binary)"),
    history_order_id: objectIdField().optional(),
  }),
  response: orderDraftSchema,
});

export const updateStandoffOrder = updateLinesEndpoint("standoff");

export const updateStandoffDeliveryDetails = orderEditEndpoint(
  "standoff",
  "delivery_details/update",
  `Change the e-mail and/or the game account id (fields left out stay). ${REDELIVERY_RULES}`,
  z.object({
    email: optionalEmailField(),
    game_account_id: accountField().optional(),
    order_hash: orderHashProofField(),
  }),
);

export const getStandoffLastOrderData = lastOrderDataEndpoint(
  "/api/orders/standoff/last_order_data/",
  "Account fields of the shopper's last Standoff order (all null without one); id can be sent as history_order_id",
  { game_account_id: z.string().nullable(), game_avatar: z.string().nullable() },
);

export const getStandoffSettings = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/orders/standoff/settings/",
  tag: "orders",
  summary:
    "How Standoff gold is delivered: the skin to list on the market, the market fee (per cent) and surplus",
  response: z.object({
    need_refund: z.boolean(),
    is_surplus_enabled: z.boolean(),
    skin_name: z.string(),
    skin_picture: z.string(),
    market_fee: z.string().describe("Per cent the in-game market keeps, decimal string"),
  }),
});
