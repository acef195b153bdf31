// The scenario the sandbox provider answers for each type: every url leads to our own checkout page
// /sandbox/pay/{payment_id}, where the shopper approves or declines as on a real provider's page. Links the
// shopper follows in this browser are relative, so they stay on the host name in use (and keep its cookies);
// a QR code or a help text is read elsewhere and carries the configured public origin (`input.origin`).
import type { PaymentScenario, PaymentScenarioType } from "@/lib/schemas/payments/payment-scenario";

/** Sandbox card details shown for a card transfer. */
export const SANDBOX_CARD = { cardNumber: "2200 7001 2345 6789", cardName: "IVAN PETROV" };

export const sandboxPayPath = (providerPaymentId: string) => `/sandbox/pay/${providerPaymentId}`;

export function buildSandboxScenario(
  type: PaymentScenarioType,
  input: { origin: string; providerPaymentId: string; orderId: number; amount: string; currency: string },
): PaymentScenario {
  const path = sandboxPayPath(input.providerPaymentId);
  const url = `${input.origin}${path}`;
  switch (type) {
    case "external":
      return {
        type,
        helpText: `Оплатите ${input.amount} ${input.currency} на странице платёжной системы: ${url}`,
      };
    case "form":
      return {
        type,
        method: "GET",
        action: path,
        fields: { amount: input.amount, currency: input.currency, order_id: String(input.orderId) },
      };
    case "invoice_qr":
      return { type, qrStr: url };
    case "p2p":
      return { type, ...SANDBOX_CARD };
    case "wait_order_state":
      return { type, orderId: input.orderId };
    case "qr":
      return { type, url };
    default:
      return { type, url: path };
  }
}
