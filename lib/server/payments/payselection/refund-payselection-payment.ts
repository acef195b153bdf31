// Payselection's refund call: POST /payments/refund {TransactionId, Amount, Currency, WebhookUrl}, signed like every
// request. 2xx answers {TransactionId (the refund's), OrderId, Amount, Currency}; an error answers {Code,
// Description}. A 5xx, 408, 429 or no answer at all is transient (the job retries); any other refusal is final.
// X-REQUEST-ID is derived from our refund key, so every retry of one refund sends the same idempotence key.
import { createHash } from "node:crypto";
import { publicOrigin } from "../../auth/site-origin";
import { TransientRefundError, type RefundRequest, type RefundResult } from "../payment-provider";
import { sendPayselectionRequest } from "./call-payselection";

export const PAYSELECTION_REFUND_PATH = "/payments/refund";

/** A UUID (version 4 layout, as Payselection asks) that is the same for the same refund key. */
export function refundRequestId(key: string): string {
  const hex = createHash("sha256").update(`payselection-refund:${key}`).digest("hex").slice(0, 32).split("");
  hex[12] = "4";
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const textOf = (v: unknown) =>
  typeof v === "string" || typeof v === "number" ? String(v).slice(0, 200) : null;

export async function refundPayselectionPayment(r: RefundRequest): Promise<RefundResult> {
  let answer;
  try {
    answer = await sendPayselectionRequest(
      "POST",
      PAYSELECTION_REFUND_PATH,
      {
        TransactionId: r.transactionId,
        Amount: r.amount,
        Currency: r.currency,
        WebhookUrl: `${publicOrigin()}/api/payments/payselection/webhook/`,
      },
      { requestId: refundRequestId(r.key) },
    );
  } catch (err) {
    throw new TransientRefundError(`payselection did not answer: ${(err as Error).message}`);
  }
  const body = (answer.json ?? {}) as Record<string, unknown>;
  if (answer.ok) return { kind: "refunded", refundId: textOf(body.TransactionId) };
  if (answer.status >= 500 || answer.status === 408 || answer.status === 429) {
    throw new TransientRefundError(`payselection answered ${answer.status}`);
  }
  return {
    kind: "refused",
    status: answer.status,
    code: textOf(body.Code),
    description: textOf(body.Description),
  };
}
