// Payments: countries and their methods, starting a payment, Payselection and GetPay calls.
import type * as countryEndpoints from "@/lib/schemas/payments/country";
import type * as paymentEndpoints from "@/lib/schemas/payments/payment-endpoints";
import type { BodyOf, ResponseOf } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";
import type {
  ActiveCountry,
  Country,
  CreatePaymentBody,
  GetpayNotifyBody,
  PaymentScenario,
  PayselectionStatus,
} from "./types/payment";
import { parsePaymentScenario } from "./variants";

export function listCountries(options?: CallOptions): Promise<Country[]> {
  return send(options, { method: "GET", path: "/api/payments/countries/", operation: "listCountries" });
}

export function getActiveCountry(options?: CallOptions): Promise<ActiveCountry> {
  return send(options, {
    method: "GET",
    path: "/api/payments/countries/active/",
    operation: "getActiveCountry",
  });
}

export function selectActiveCountry(
  body: BodyOf<typeof countryEndpoints.selectActiveCountry>,
  options?: CallOptions,
): Promise<ActiveCountry> {
  return send(options, {
    method: "POST",
    path: "/api/payments/countries/active/select/",
    operation: "selectActiveCountry",
    body,
    required: ["countryId"],
  });
}

/** Starts paying an order with method `name`; the answer says what the page must do next. */
export function createPayment(
  { name, ...body }: CreatePaymentBody & { name: string },
  options?: CallOptions,
): Promise<PaymentScenario> {
  return send(options, {
    method: "POST",
    path: "/api/payments/{name}/",
    operation: "createPayment",
    pathParams: { name },
    body,
    required: ["orderId", "currency"],
    isRawResponse: true,
    parse: parsePaymentScenario,
  });
}

export function getPayselectionStatus(
  body: BodyOf<typeof paymentEndpoints.getPayselectionStatus>,
  options?: CallOptions,
): Promise<PayselectionStatus> {
  return send(options, {
    method: "POST",
    path: "/api/payments/payselection/status/",
    operation: "getPayselectionStatus",
    body,
    required: ["orderId", "currency"],
  });
}

export async function terminatePayselection(
  params: { orderId: number },
  options?: CallOptions,
): Promise<void> {
  await send(options, {
    method: "POST",
    path: "/api/payments/payselection/term/{order_id}/",
    operation: "terminatePayselection",
    pathParams: params,
  });
}

/** GetPay's callback; its field names are upper-case and must reach the server unchanged. */
export function notifyGetpay(
  body: GetpayNotifyBody,
  options?: CallOptions,
): Promise<ResponseOf<typeof paymentEndpoints.notifyGetpay>> {
  return send(options, {
    method: "POST",
    path: "/api/payments/getpay/notify/",
    operation: "notifyGetpay",
    body,
    bodyType: "raw",
    isRawResponse: true,
    required: ["ORDER_ID", "SIGN"],
  });
}
