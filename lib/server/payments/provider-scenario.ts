// Which adapter serves a method, whether it may be used in this mode, and the scenario it answers with.
// The sandbox and GetPay (a signed form) answer at once; Payselection is asked over HTTP after the payment row
// is committed (buildProviderScenario answers null for it).
import type { PaymentScenario, PaymentScenarioType } from "@/lib/schemas/payments/payment-scenario";
import { PAYMENT_SCENARIO_TYPES } from "@/lib/schemas/payments/payment-scenario";
import { getConfig } from "../config";
import { nonFieldError } from "../http/api-error";
import type { PaymentMethodRow } from "./find-payment-method";
import { getGetpayConfig, signGetpayForm } from "./getpay/getpay-signature";
import { getPayselectionConfig } from "./payselection/payselection-config";
import { buildSandboxScenario } from "./sandbox/sandbox-scenario";

const unavailable = () => nonFieldError("Этот способ оплаты сейчас недоступен.");

/** The sandbox is refused in live mode; a real provider needs its credentials. */
export function assertProviderAvailable(provider: string) {
  if (provider === "sandbox" && getConfig().STORE_MODE !== "live") return;
  if (provider === "payselection" && getPayselectionConfig()) return;
  if (provider === "getpay" && getGetpayConfig()) return;
  throw unavailable();
}

const isScenarioType = (t: string): t is PaymentScenarioType =>
  (PAYMENT_SCENARIO_TYPES as readonly string[]).includes(t);

export function buildProviderScenario(
  method: PaymentMethodRow,
  input: { origin: string; providerPaymentId: string; orderId: number; amount: string; currency: string },
): PaymentScenario | null {
  if (method.provider === "payselection") return null;
  const getpay = getGetpayConfig();
  if (method.provider === "getpay" && getpay) {
    const fields = { WALLET_ID: getpay.walletId, SUM: input.amount, ORDER_ID: input.providerPaymentId };
    return {
      type: "form",
      method: "POST",
      action: getpay.formUrl,
      fields: { ...fields, CURRENCY: input.currency, SIGN: signGetpayForm(getpay.secret, fields) },
    };
  }
  if (method.provider !== "sandbox" || !isScenarioType(method.scenarioType)) throw unavailable();
  return buildSandboxScenario(method.scenarioType, input);
}
