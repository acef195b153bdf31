// Countries, payment methods and the payment scenarios the server answers with, inferred from lib/schemas/payments.
import type { z } from "zod";
import type { activeCountrySchema, countrySchema, paymentMethodSchema } from "@/lib/schemas/payments/country";
import type { createPaymentBodySchema, getpayNoticeSchema } from "@/lib/schemas/payments/payment-endpoints";
import type { paymentScenarioSchema } from "@/lib/schemas/payments/payment-scenario";
import type { FromWire, ToWire } from "../camel-cased-deep";

export { PAYMENT_SCENARIO_TYPES } from "@/lib/schemas/payments/payment-scenario-types";

export type Country = FromWire<typeof countrySchema>;

/** fee: a percentage as a decimal string, e.g. "2.50". */
export type PaymentMethod = FromWire<typeof paymentMethodSchema>;

/** Roubles per one unit of `currency` in `rate`, a decimal string. */
export type ActiveCountry = FromWire<typeof activeCountrySchema>;

/** Form fields are posted as they are (provider names): the client keeps their spelling (a record's keys are
 * any string either way). */
export type PaymentScenario = FromWire<typeof paymentScenarioSchema>;

export type CreatePaymentBody = ToWire<typeof createPaymentBodySchema>;

/** GetPay callback fields, sent with the provider's own upper-case names (not camelCased). */
export type GetpayNotifyBody = z.input<typeof getpayNoticeSchema>;
