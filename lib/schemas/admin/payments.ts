// Payment settings in the console: a payment method's switch, minimum amount, percent and fixed fees and its place
// in its groups; a country's name, currency, rate (roubles per unit), default flag and place. Money and rates are
// decimal strings, never floats. The storefront's countries answer shows a change at once (caches dropped).
import { z } from "zod";
import { idParamsSchema, moneySchema } from "../common";
import { defineAdminEndpoint } from "./admin-endpoint";

/** A decimal from JSON or a form ("149,5" taken as "149.5"), normalised to `places` places. */
const decimal = (intDigits: number, places: number, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim().replace(",", "."))
    .pipe(z.string().regex(new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,${places}})?$`), message))
    .transform((v) => {
      const [whole, fraction = ""] = v.split(".");
      return `${whole}.${fraction.padEnd(places, "0")}`;
    });

const position = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z.number({ error: "Введите целое число." }).int("Введите целое число.").min(0).max(10_000),
);

export const paymentMethodChangeSchema = z
  .object({
    is_active: z.boolean({ error: "Введите true или false." }).optional(),
    min_amount: decimal(8, 2, "Введите сумму в рублях, например 100 или 99.50.").optional(),
    fee: decimal(2, 2, "Введите процент от 0 до 99.99, например 2.5.").optional(),
    fix_fee: decimal(8, 2, "Введите сумму в рублях, например 0 или 15.").optional(),
    position: position.optional().describe("Place of the method in each of its groups (smaller first)"),
  })
  .strict();

export const adminPaymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  provider: z.string(),
  is_active: z.boolean(),
  min_amount: moneySchema,
  fee: z.string().describe("Percent, two places"),
  fix_fee: moneySchema,
  position: z.number().int().nullable().describe("Its place in its groups; null when in none"),
  countries: z.array(z.string()).describe("Countries whose groups offer it"),
});

export const countryChangeSchema = z
  .object({
    name: z.string({ error: "Введите строку." }).trim().min(1, "Обязательное поле.").max(100).optional(),
    currency: z
      .string({ error: "Введите код валюты." })
      .trim()
      .regex(/^[A-Za-z]{3}$/, "Три латинские буквы, например RUB или KZT.")
      .transform((v) => v.toUpperCase())
      .optional(),
    rate: decimal(8, 6, "Введите курс: рублей за единицу валюты, например 0.18 или 1.").optional(),
    is_default: z.boolean({ error: "Введите true или false." }).optional(),
    position: position.optional(),
  })
  .strict();

export const adminCountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  flag: z.string(),
  currency: z.string(),
  rate: z.string().describe("Roubles per one unit of the currency, six places"),
  is_default: z.boolean(),
  position: z.number().int(),
});

export const updateAdminPaymentMethod = defineAdminEndpoint("admin", {
  method: "PATCH",
  path: "/api/admin/payment-methods/{id}/",
  summary:
    "Change a payment method: active, minimum amount, percent fee, fixed fee, place in its groups; audited " +
    "before/after; the storefront's countries answer shows it at once",
  params: idParamsSchema,
  body: paymentMethodChangeSchema,
  response: adminPaymentMethodSchema,
});

export const updateAdminCountry = defineAdminEndpoint("admin", {
  method: "PATCH",
  path: "/api/admin/countries/{id}/",
  summary:
    "Change a country of payment: name, currency, rate (roubles per unit, > 0), default (one at a time) and " +
    "place; audited before/after; visible on the storefront at once",
  params: idParamsSchema,
  body: countryChangeSchema,
  response: adminCountrySchema,
});
