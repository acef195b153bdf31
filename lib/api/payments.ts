// Payments: choosing the active country, starting a payment, GetPay's callback.
import * as countryEndpoints from "@/lib/schemas/payments/country";
import * as paymentEndpoints from "@/lib/schemas/payments/payment-endpoints";
import { call, callWire, type CallInput, type CallResult } from "./call";
import type { CallOptions } from "./default-client";
import type { ActiveCountry, CreatePaymentBody, GetpayNotifyBody, PaymentScenario } from "./types/payment";
import { parsePaymentScenario } from "./variants";

export function selectActiveCountry(
  body: NonNullable<CallInput<typeof countryEndpoints.selectActiveCountry>["body"]>,
  options?: CallOptions,
): Promise<ActiveCountry> {
  return call(countryEndpoints.selectActiveCountry, { body, required: ["countryId"] }, options);
}

/** Starts paying an order with method `name`; the answer says what the page must do next (form fields keep the
 * provider's names). */
export function createPayment(
  { name, ...body }: CreatePaymentBody & { name: string },
  options?: CallOptions,
): Promise<PaymentScenario> {
  const rules = { required: ["orderId", "currency"], parseWire: parsePaymentScenario };
  return call(paymentEndpoints.createPayment, { params: { name }, body, ...rules }, options);
}

/** GetPay's callback; its field names are upper-case and must reach the server unchanged (so callWire, not call). */
export function notifyGetpay(
  body: GetpayNotifyBody,
  options?: CallOptions,
): Promise<CallResult<typeof paymentEndpoints.notifyGetpay>> {
  return callWire(paymentEndpoints.notifyGetpay, { body, required: ["ORDER_ID", "SIGN"] }, options);
}
