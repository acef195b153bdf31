// Countries, payment methods and the payment scenarios the server answers with, inferred from lib/schemas/payments.
import type { z } from "zod";
import type {
  activeCountrySchema,
  countrySchema,
  methodGroupSchema,
  paymentMethodSchema,
} from "@/lib/schemas/payments/country";
import type {
  createPaymentBodySchema,
  getpayNoticeSchema,
  getPayselectionStatus,
} from "@/lib/schemas/payments/payment-endpoints";
import type { paymentScenarioSchema } from "@/lib/schemas/payments/payment-scenario";
import type { FromWire, ResponseOf, ToWire } from "../camel-cased-deep";

export { PAYMENT_SCENARIO_TYPES } from "@/lib/schemas/payments/payment-scenario-types";
export type { PaymentScenarioType } from "@/lib/schemas/payments/payment-scenario";

export type Country = FromWire<typeof countrySchema>;

/** fee: a percentage as a decimal string, e.g. "2.50". */
export type PaymentMethod = FromWire<typeof paymentMethodSchema>;

export type MethodGroup = FromWire<typeof methodGroupSchema>;

/** Roubles per one unit of `currency` in `rate`, a decimal string. */
export type ActiveCountry = FromWire<typeof activeCountrySchema>;

/** Form fields are posted as they are (provider names): the client keeps their spelling (a record's keys are
 * any string either way). */
export type PaymentScenario = FromWire<typeof paymentScenarioSchema>;
export type ExternalScenario = Extract<PaymentScenario, { type: "external" }>;
export type FormScenario = Extract<PaymentScenario, { type: "form" }>;
export type InvoiceQrScenario = Extract<PaymentScenario, { type: "invoice_qr" }>;
export type P2pScenario = Extract<PaymentScenario, { type: "p2p" }>;
export type P2pRedirectScenario = Extract<PaymentScenario, { type: "p2p_redirect" }>;
export type RedirectScenario = Extract<PaymentScenario, { type: "redirect" }>;
export type QrScenario = Extract<PaymentScenario, { type: "qr" }>;
export type WaitOrderStateScenario = Extract<PaymentScenario, { type: "wait_order_state" }>;

export type CreatePaymentBody = ToWire<typeof createPaymentBodySchema>;

/** The order's status after Payselection was asked about its payment. */
export type PayselectionStatus = ResponseOf<typeof getPayselectionStatus>;

/** GetPay callback fields, sent with the provider's own upper-case names (not camelCased). */
export type GetpayNotifyBody = z.input<typeof getpayNoticeSchema>;
