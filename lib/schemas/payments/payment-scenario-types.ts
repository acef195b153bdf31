// What the payment page does next, by type (SPEC.md section 3): open a url, submit a form, draw a QR code,
// show card details for a transfer, show help text, or wait for the order's status to change. Without zod, so
// the browser's client can check a scenario without loading the schemas.

export const PAYMENT_SCENARIO_TYPES = [
  "external",
  "form",
  "invoice_qr",
  "p2p",
  "p2p_redirect",
  "redirect",
  "qr",
  "wait_order_state",
] as const;
export type PaymentScenarioType = (typeof PAYMENT_SCENARIO_TYPES)[number];
