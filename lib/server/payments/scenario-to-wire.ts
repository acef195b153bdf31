// A payment scenario on the wire. Written out by hand rather than by the generic snake_case conversion: a form's
// field names belong to the provider (GetPay's WALLET_ID, SUM, ...) and must reach the browser unchanged.
import type { PaymentScenario } from "@/lib/schemas/payments/payment-scenario";

export function scenarioToWire(s: PaymentScenario): Record<string, unknown> {
  switch (s.type) {
    case "external":
      return { type: s.type, help_text: s.helpText };
    case "form":
      return { type: s.type, method: s.method, action: s.action, fields: s.fields };
    case "invoice_qr":
      return { type: s.type, qr_str: s.qrStr };
    case "p2p":
      return { type: s.type, card_number: s.cardNumber, card_name: s.cardName };
    case "wait_order_state":
      return { type: s.type, order_id: s.orderId };
    default:
      return { type: s.type, url: s.url };
  }
}
