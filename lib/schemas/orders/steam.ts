// Steam wallet top-ups: create, change the amount, delivery details, last data, commission settings.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { orderCreateEndpoint, orderEditEndpoint } from "./kind-endpoints";
import { accountField, optionalEmailField, orderHashProofField } from "./order-input";
import { ACCESS_RULES, REDELIVERY_RULES } from "./pubg";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

/** Whole roubles, as a number (500) or a decimal string ("500" or "500.00"). */
const amountField = () =>
  z
    .union([z.number(), z.string()], {
      error: (i) => (i.input === undefined || i.input === null ? "Обязательное поле." : "Введите число."),
    })
    .transform((v, ctx) => {
      const match = /^(\d{1,9})(?:\.0{1,2})?$/.exec(String(v).trim());
      if (!match) {
        ctx.addIssue({ code: "custom", message: "Введите сумму в целых рублях." });
        return z.NEVER;
      }
      return Number(match[1]);
    })
    .describe("Roubles to credit, whole; within the Steam product's min and max quantity");

const RULES =
  "Total = amount × (1 + commission / 100), computed by the server; the amount must be within the Steam product's limits";

export const createSteamOrder = orderCreateEndpoint(
  "steam",
  `Create a Steam wallet top-up; e-mail required for guests. ${RULES}. Sets the order-access cookie`,
  z.object({ amount: amountField(), steam_account_id: accountField(), email: optionalEmailField() }),
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

export const getSteamLastOrderData = defineEndpoint({
  method: "GET",
  path: "/api/orders/steam/last_order_data/",
  tag: "orders",
  summary: "Account fields of the shopper's last Steam order (all null without one)",
  auth: "required",
  response: z.object({
    id: z.number().int().nullable(),
    steam_account_id: z.string().nullable(),
    email: z.string().nullable(),
  }),
});

export const getSteamSettings = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/orders/steam/settings/",
  tag: "orders",
  summary: "The Steam commission in per cent (decimal string) added on top of the credited amount",
  response: z.object({ id: z.number().int(), commission: z.string() }),
});
