// Steam wallet top-ups: create, change the amount, delivery details, last data, commission settings.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { lastOrderDataEndpoint, orderCreateEndpoint, orderEditEndpoint } from "./kind-endpoints";
import { accountField, guestEmailField, optionalEmailField, orderHashProofField } from "./order-input";
import { ACCESS_RULES, REDELIVERY_RULES } from "./pubg";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

const WHOLE_ROUBLES = "Введите сумму в целых рублях.";

/** The least a Steam top-up credits, in roubles; the Steam product's own min and max quantity narrow it further. */
export const STEAM_MIN_AMOUNT = 100;
const STEAM_MAX_AMOUNT = 999_999_999;
const BELOW_MIN = `Сумма пополнения должна быть не меньше ${STEAM_MIN_AMOUNT} ₽.`;
/** Whole roubles as text, from 100 (three digits at least, leading zeros aside) to nine digits. */
const AMOUNT_TEXT = /^\s*0*[1-9]\d{2,8}(?:\.0{1,2})?\s*$/;
/** Whole roubles as text, but fewer than 100. */
const SMALL_AMOUNT_TEXT = /^\s*0*\d{1,2}(?:\.0{1,2})?\s*$/;

/**
 * Whole roubles, as a number (500) or a decimal string ("500" or "500.00"). Each form states its own bounds, so
 * the document refuses 1.5 and 99 as the handler does; the product's min and max quantity are checked against the
 * database.
 */
const amountField = () =>
  z
    .union(
      [
        z.number().int(WHOLE_ROUBLES).min(STEAM_MIN_AMOUNT, BELOW_MIN).max(STEAM_MAX_AMOUNT, WHOLE_ROUBLES),
        z.string().regex(AMOUNT_TEXT, {
          error: (issue) => (SMALL_AMOUNT_TEXT.test(String(issue.input)) ? BELOW_MIN : WHOLE_ROUBLES),
        }),
      ],
      {
        // A number that is not whole fails the number form as a whole: it is a sum in kopecks, not a type error.
        error: (i) =>
          i.input === undefined || i.input === null
            ? "Обязательное поле."
            : Number.isFinite(i.input)
              ? WHOLE_ROUBLES
              : "Введите число.",
      },
    )
    .transform((v) => (typeof v === "number" ? v : Number.parseInt(v.trim(), 10)))
    .describe(
      `Roubles to credit, whole, at least ${STEAM_MIN_AMOUNT}; within the Steam product's min and max quantity`,
    );

const RULES =
  "Total = amount × (1 + commission / 100), computed by the server; the amount must be within the Steam product's limits";

export const createSteamOrder = orderCreateEndpoint(
  "steam",
  `Create a Steam wallet top-up; e-mail required for guests. ${RULES}. Sets the order-access cookie`,
  z.object({ amount: amountField(), steam_account_id: accountField(), email: guestEmailField() }),
);

export const updateSteamOrder = orderEditEndpoint(
  "steam",
  "update",
  `Change the amount and recompute the total. ${ACCESS_RULES}`,
  z.object({ amount: amountField() }),
);

export const updateSteamDeliveryDetails = orderEditEndpoint(
  "steam",
  "delivery_details/update",
  `Change the e-mail and/or the Steam login (fields left out stay). ${REDELIVERY_RULES}`,
  z.object({
    email: optionalEmailField(),
    steam_account_id: accountField().optional(),
    order_hash: orderHashProofField(),
  }),
);

export const getSteamLastOrderData = lastOrderDataEndpoint(
  "/api/orders/steam/last_order_data/",
  "Account fields of the shopper's last Steam order (all null without one)",
  { steam_account_id: z.string().nullable() },
);

export const getSteamSettings = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/orders/steam/settings/",
  tag: "orders",
  summary: "The Steam commission in per cent (decimal string) added on top of the credited amount",
  response: z.object({ id: z.number().int(), commission: z.string() }),
});
