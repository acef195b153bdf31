// The payment endpoints: start a payment by method name, read its scenario again, and the provider callbacks.
import { z } from "zod";
import { idParamsSchema } from "../common";
import { ORDER_ACCESS, defineEndpoint, type Endpoint } from "../endpoint";
import { optionalEmailField } from "../orders/order-input";
import { ORDER_STATUSES } from "../orders/order-statuses";
import { paymentScenarioSchema } from "./payment-scenario";

const MAX_INT = 2_147_483_647;

/** An order id as JSON number or numeric string, as DRF's primary-key fields take it. */
const orderIdSchema = z.union([
  z.number().int().min(1).max(MAX_INT),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_INT)),
]);

const currencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "Укажите код валюты из трёх букв.")
  .transform((c) => c.toUpperCase());

export const createPaymentBodySchema = z.object({
  order_id: orderIdSchema,
  currency: currencySchema,
  email: optionalEmailField().describe(
    "Receipt e-mail; required (400 Обязательное поле.) when the method's required_fields has email",
  ),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{10,20}$/, "Введите правильный номер телефона.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  use_balance: z
    .boolean({ error: "Введите true или false." })
    .optional()
    .describe("Pay part (or all) from the signed-in owner's balance; true unless false is sent"),
});

export const createPayment = defineEndpoint({
  method: "POST",
  path: "/api/payments/{name}/",
  security: ORDER_ACCESS,
  tag: "payments",
  summary:
    "Starts paying an order with the named method (owner's token or access cookie): the amount is the order's " +
    "total minus the signed-in owner's balance (unless use_balance is false), plus the method's fees, in the " +
    "currency asked; answers the " +
    "scenario the payment page follows (wait_order_state when the balance covers everything)",
  params: z.object({ name: z.string().regex(/^[\w-]{1,64}$/) }),
  body: createPaymentBodySchema,
  response: paymentScenarioSchema,
  auth: "optional",
  errors: { 502: "The payment provider refused or failed to start the payment" },
});

export const getPaymentData = defineEndpoint({
  method: "GET",
  path: "/api/orders/payment_data/{id}/",
  security: ORDER_ACCESS,
  tag: "orders",
  summary:
    "The scenario of the order's pending payment (owner's token or access cookie); 404 when there is none",
  params: idParamsSchema,
  response: paymentScenarioSchema,
});

export const sandboxWebhook = defineEndpoint({
  method: "POST",
  path: "/api/payments/sandbox/webhook/",
  security: [["sandboxSignature"]],
  tag: "payments",
  summary:
    "Callback of the sandbox provider (demo mode): JSON {payment_id, event: approve|decline, amount, currency} " +
    "signed with X-Sandbox-Signature = hex HMAC-SHA256 of the raw body; idempotent",
  body: z.object({
    payment_id: z.string().max(100),
    event: z.enum(["approve", "decline"]),
    amount: z.string().max(20),
    currency: z.string().max(3),
  }),
  response: z.object({ status: z.enum(["ok", "ignored"]) }),
});

export const orderPaymentStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_id: z.string().nullable(),
  payment_status: z.string().nullable(),
});

export const payselectionWebhook = defineEndpoint({
  method: "POST",
  path: "/api/payments/payselection/webhook/",
  security: [["payselectionSignature"]],
  tag: "payments",
  summary:
    "Payselection's notification (Event Payment or Fail applied; Refund recorded in the ledger as a " +
    "confirmation; other events acknowledged; OrderId is our payment reference, TransactionId is kept to " +
    "refund it), verified by X-SITE-ID " +
    'and X-WEBHOOK-SIGNATURE = hex HMAC-SHA256(secret, method + "\\n" + full url + "\\n" + site id + "\\n" + raw body); ' +
    "idempotent",
  body: z.object({
    Event: z.string().max(40).describe("Payment, Fail or Refund; other events are acknowledged and ignored"),
    OrderId: z.string().max(100),
    Amount: z.string().max(20),
    Currency: z.string().max(3),
    TransactionId: z.string().max(100).optional(),
  }),
  response: z.object({ status: z.enum(["ok", "ignored"]) }),
});

export const getPayselectionStatus = defineEndpoint({
  method: "POST",
  path: "/api/payments/payselection/status/",
  security: ORDER_ACCESS,
  tag: "payments",
  summary:
    "Asks Payselection for the state of the order's payment and applies it; answers the order's status " +
    "(owner's token or access cookie)",
  body: z.object({ order_id: orderIdSchema, currency: currencySchema }),
  response: orderPaymentStatusSchema,
  auth: "optional",
});

export const terminatePayselectionPayment = defineEndpoint({
  method: "POST",
  path: "/api/payments/payselection/term/{order_id}/",
  security: ORDER_ACCESS,
  tag: "payments",
  summary:
    "The shopper left Payselection's page: the order's pending Payselection payment is terminated and the order " +
    "stays payable (owner's token or access cookie)",
  params: z.object({ order_id: z.coerce.number().int().min(1).max(MAX_INT) }),
  response: orderPaymentStatusSchema,
  auth: "optional",
});

const getpayField = z.string().trim().min(1).max(200);

/** GetPay's notice fields, upper-case as GetPay sends them (SPEC.md section 7). */
export const getpayNoticeSchema = z.object({
  WALLET_ID: getpayField,
  WALLET_TYPE: getpayField.describe("Currency code of the wallet"),
  SUM: getpayField,
  ORDER_ID: getpayField.describe("Our payment reference"),
  P_TYPE: z.string().max(200).optional(),
  P_WALLET: z.string().max(200).optional(),
  PAYMENT_ID: getpayField,
  SIGN: getpayField.describe("Signature over the fields with the shop's secret"),
});

export const notifyGetpay = defineEndpoint({
  method: "POST",
  path: "/api/payments/getpay/notify/",
  tag: "payments",
  summary:
    "GetPay's payment notice: signature, wallet, amount, currency and order are checked; idempotent. Answers the " +
    "plain text GetPay expects: OK, or ERROR: and the reason with 400 (unreadable notice, missing fields, amount " +
    "or currency mismatch), 403 (bad signature, another wallet) or 404 (not configured, unknown order)",
  body: getpayNoticeSchema,
  bodyType: "form",
  response: z.string().describe("OK when the notice was accepted"),
  responseType: "text",
});

export const paymentEndpoints = {
  createPayment,
  getPaymentData,
  sandboxWebhook,
  payselectionWebhook,
  getPayselectionStatus,
  terminatePayselectionPayment,
  notifyGetpay,
} satisfies Record<string, Endpoint>;
