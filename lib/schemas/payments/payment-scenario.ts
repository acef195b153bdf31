// What the payment page does next, by type (SPEC.md section 3): open a url, submit a form, draw a QR code,
// show card details for a transfer, show help text, or wait for the order's status to change.
import { z } from "zod";
import { PAYMENT_SCENARIO_TYPES, type PaymentScenarioType } from "./payment-scenario-types";

export { PAYMENT_SCENARIO_TYPES, type PaymentScenarioType };

export const paymentScenarioSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("external"), help_text: z.string() }),
  z.object({
    type: z.literal("form"),
    method: z.enum(["GET", "POST"]),
    action: z.string(),
    fields: z.record(z.string(), z.string()).describe("Hidden fields to submit, name -> value"),
  }),
  z.object({ type: z.literal("invoice_qr"), qr_str: z.string().describe("Payload to draw as a QR code") }),
  z.object({ type: z.literal("p2p"), card_number: z.string(), card_name: z.string() }),
  z.object({ type: z.literal("p2p_redirect"), url: z.string() }),
  z.object({ type: z.literal("redirect"), url: z.string().describe("Opens in a new window") }),
  z.object({ type: z.literal("qr"), url: z.string().describe("Draw as a QR code or open") }),
  z.object({ type: z.literal("wait_order_state"), order_id: z.number().int() }),
]);

/** camelCase form kept in code and in the payments table (the wire form is snake_case). */
export type PaymentScenario =
  | { type: "external"; helpText: string }
  | { type: "form"; method: "GET" | "POST"; action: string; fields: Record<string, string> }
  | { type: "invoice_qr"; qrStr: string }
  | { type: "p2p"; cardNumber: string; cardName: string }
  | { type: "p2p_redirect" | "redirect" | "qr"; url: string }
  | { type: "wait_order_state"; orderId: number };
