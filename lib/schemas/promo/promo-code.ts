// Promo codes on the wire: a game's code (PromoCode) or a gift's (GiftPromoCode), on an order or on the account.
import { z } from "zod";
import { emptySchema, idParamsSchema, moneySchema } from "../common";
import { ORDER_ACCESS, defineEndpoint } from "../endpoint";

export const promoCodeSchema = z.discriminatedUnion("resourcetype", [
  z.object({
    resourcetype: z.literal("PromoCode"),
    code: z.string(),
    percent: z.number().int(),
    game: z.number().int().nullable().describe("The game it applies to; null for a personal code"),
  }),
  z.object({
    resourcetype: z.literal("GiftPromoCode"),
    code: z.string(),
    percent: z.number().int(),
    gift: z.number().int(),
  }),
]);

const totals = {
  total_without_promocode: moneySchema,
  total_with_promocode: moneySchema.describe("The order's total with this code's discount"),
};

/** The code with the order's totals: what applying it gives (show) or gave (activate). */
export const orderPromoCodeSchema = z.discriminatedUnion("resourcetype", [
  promoCodeSchema.options[0].extend(totals),
  promoCodeSchema.options[1].extend(totals),
]);

export const promoCodeBodySchema = z.object({
  code: z
    .string({
      error: (i) => (i.input === undefined || i.input === null ? "Обязательное поле." : "Введите строку."),
    })
    .trim()
    .min(1, "Это поле не может быть пустым.")
    .max(64, "Убедитесь, что это значение содержит не более 64 символов."),
});

const orderRules =
  "Only while the order is created; a code applies to its own game or gift, while active, unexpired and not used up. " +
  "Addressed by id: the owner's token or this browser's order-access cookie, otherwise 404. Rate-limited (429)";

export const activateOrderPromoCode = defineEndpoint({
  method: "POST",
  path: "/api/orders/{id}/activate_promo_code/",
  security: ORDER_ACCESS,
  rateLimited: true,
  tag: "promo_codes",
  summary: `Apply a promo code to the order (replacing its current one) and recompute the total. ${orderRules}`,
  params: idParamsSchema,
  body: promoCodeBodySchema,
  response: orderPromoCodeSchema,
});

export const showOrderPromoCode = defineEndpoint({
  method: "POST",
  path: "/api/orders/{id}/show_promo_code/",
  security: ORDER_ACCESS,
  rateLimited: true,
  tag: "promo_codes",
  summary: `Preview a promo code on the order: its percent and the new total, nothing applied. ${orderRules}`,
  params: idParamsSchema,
  body: promoCodeBodySchema,
  response: orderPromoCodeSchema,
});

export const getOrderActivePromoCode = defineEndpoint({
  method: "GET",
  path: "/api/orders/{id}/active_promo_code/",
  security: ORDER_ACCESS,
  tag: "promo_codes",
  summary: "The promo code applied to the order with its totals, or null",
  params: idParamsSchema,
  response: orderPromoCodeSchema.nullable(),
});

export const deactivateOrderPromoCode = defineEndpoint({
  method: "POST",
  path: "/api/orders/{id}/deactivate_promo_code/",
  errors: { 400: "Refused by the order's state (non_field_errors)" },
  security: ORDER_ACCESS,
  tag: "promo_codes",
  summary: "Remove the order's promo code (its use is released) and recompute the total; 204",
  params: idParamsSchema,
  status: 204,
  response: emptySchema.describe("No content"),
});

export const activatePromoCode = defineEndpoint({
  method: "POST",
  path: "/api/promo_codes/activate/",
  rateLimited: true,
  tag: "promo_codes",
  summary:
    "Make a code the account's active one: it is applied to the shopper's next orders of its game or gift. Rate-limited",
  auth: "required",
  body: promoCodeBodySchema,
  response: promoCodeSchema,
});

export const showPromoCode = defineEndpoint({
  method: "POST",
  path: "/api/promo_codes/show/",
  rateLimited: true,
  tag: "promo_codes",
  summary:
    "Check a code without activating it: 400 {code: [...]} when unknown, expired or used up. Rate-limited",
  auth: "optional",
  body: promoCodeBodySchema,
  response: promoCodeSchema,
});

export const deactivatePromoCode = defineEndpoint({
  method: "POST",
  path: "/api/promo_codes/deactivate/",
  tag: "promo_codes",
  summary: "Clear the account's active promo code; 204",
  auth: "required",
  status: 204,
  response: emptySchema.describe("No content"),
});

export const getPromoCodeForRecentPurchases = defineEndpoint({
  method: "POST",
  path: "/api/promo_codes/get_for_recent_purchases/",
  tag: "promo_codes",
  summary:
    "The shopper's personal code, created on the first call once an order is done (400 before that); the same code every time",
  auth: "required",
  errors: { 400: "No finished order yet: non_field_errors" },
  response: z.object({
    code: z.string(),
    percent: z.number().int(),
    is_usable: z
      .boolean()
      .describe(
        "Not part of SPEC.md: false once the code is used up or switched off (the page then offers nothing)",
      ),
  }),
});
