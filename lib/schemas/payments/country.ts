// Countries of payment: each has its currency, exchange rate and groups of payment methods.
import { z } from "zod";
import { moneySchema } from "../common";
import { defineEndpoint } from "../endpoint";

const MAX_INT = 2_147_483_647;

export const countrySchema = z.object({
  id: z.number().int(),
  flag: z.string(),
  name: z.string(),
});

export const paymentMethodSchema = z.object({
  name: z.string().describe("Used in POST /api/payments/{name}/"),
  title: z.string(),
  uri: z.string(),
  fee: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .describe('Percentage fee as a decimal string, e.g. "2.50"'),
  icon: z.string(),
  is_active: z.boolean(),
  min_amount: moneySchema,
  fix_fee: moneySchema,
  is_secondary: z.boolean(),
  currencies: z.array(z.string()),
  required_fields: z.array(z.string()),
  can_retrieve_payment_data: z.boolean(),
});

export const methodGroupSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  order: z.number().int(),
  methods: z.array(paymentMethodSchema),
});

export const activeCountrySchema = countrySchema.extend({
  currency: z.string(),
  rate: z
    .string()
    .regex(/^\d+\.\d+$/)
    .describe('Roubles per one unit of the currency, a decimal string such as "1.000000"'),
  method_groups: z.array(methodGroupSchema),
});

/** A country id as JSON number or numeric string, the way DRF's primary-key fields take it. */
const countryIdSchema = z.union([
  z.number().int().min(1).max(MAX_INT),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
]);

export const listCountries = defineEndpoint({
  method: "GET",
  path: "/api/payments/countries/",
  tag: "payments",
  summary: "Countries of payment, a plain list in display order",
  response: z.array(countrySchema),
});

export const getActiveCountry = defineEndpoint({
  method: "GET",
  path: "/api/payments/countries/active/",
  tag: "payments",
  summary: "This browser's country (cookie country_id, else the default one) with its payment methods",
  response: activeCountrySchema,
});

export const selectActiveCountry = defineEndpoint({
  method: "POST",
  path: "/api/payments/countries/active/select/",
  tag: "payments",
  summary:
    "Chooses the country of payment: sets the country_id cookie for a year and answers the active country",
  body: z.object({ country_id: countryIdSchema }),
  response: activeCountrySchema,
});
