// Which adapter serves a method, whether it may be used in this mode, and the scenario it answers with.
import type { PaymentScenario, PaymentScenarioType } from "@/lib/schemas/payments/payment-scenario";
import { PAYMENT_SCENARIO_TYPES } from "@/lib/schemas/payments/payment-scenario";
import { getConfig } from "../config";
import { nonFieldError } from "../http/api-error";
import type { PaymentMethodRow } from "./find-payment-method";
import { buildSandboxScenario } from "./sandbox/sandbox-scenario";

const unavailable = () => nonFieldError("Этот способ оплаты сейчас недоступен.");

/** The sandbox is refused in live mode; a real provider needs its credentials (not wired in yet). */
export function assertProviderAvailable(provider: string) {
  if (provider === "sandbox" && getConfig().STORE_MODE !== "live") return;
  throw unavailable();
}

const isScenarioType = (t: string): t is PaymentScenarioType =>
  (PAYMENT_SCENARIO_TYPES as readonly string[]).includes(t);

export function buildProviderScenario(
  method: PaymentMethodRow,
  input: { origin: string; providerPaymentId: string; orderId: number; amount: string; currency: string },
): PaymentScenario {
  if (method.provider !== "sandbox" || !isScenarioType(method.scenarioType)) throw unavailable();
  return buildSandboxScenario(method.scenarioType, input);
}
