// The sandbox checkout page's decision, delivered the way a real provider would: a signed HTTP callback to our
// own webhook endpoint. The target comes from configuration (internalOrigin), never from the request, and the
// shopper's answer is the same whatever that call does, so the page cannot be used to probe other hosts.
// The delivery is injectable so tests can route the call to the handler without a server.
import { eq } from "drizzle-orm";
import { internalOrigin } from "../../auth/site-origin";
import { getDb } from "../../db/client";
import { orders } from "../../db/schema";
import { logger } from "../../logger";
import { findProviderPayment } from "../apply-payment-callback";
import { sandboxPayPath } from "./sandbox-scenario";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "./sandbox-signature";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const DELIVERY_TIMEOUT_MS = 10_000;

export type SandboxDecision =
  /** The webhook was sent (whatever came of it); the shopper goes back to the order's payment page. */
  | { outcome: "sent"; next: string }
  /** The payment is no longer pending: nothing is sent; the checkout page says the payment is closed. */
  | { outcome: "closed"; next: string }
  | { outcome: "unknown" };

async function deliverWebhook(raw: string, paymentId: number, deliver: FetchLike): Promise<void> {
  const target = `${internalOrigin()}/api/payments/sandbox/webhook/`;
  try {
    const res = await deliver(target, {
      method: "POST",
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: await signSandboxBody(raw) },
      body: raw,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => {});
    if (!res.ok) logger.warn({ status: res.status, paymentId }, "sandbox webhook delivery refused");
  } catch (err) {
    logger.error({ err, paymentId, target }, "sandbox webhook delivery failed");
  }
}

export async function decideSandboxPayment(
  providerPaymentId: string,
  decision: "approve" | "decline",
  deliver: FetchLike = fetch,
): Promise<SandboxDecision> {
  const payment = await findProviderPayment("sandbox", providerPaymentId);
  if (!payment) return { outcome: "unknown" };
  if (payment.status !== "pending") return { outcome: "closed", next: sandboxPayPath(providerPaymentId) };
  const raw = JSON.stringify({
    payment_id: payment.providerPaymentId,
    event: decision,
    amount: payment.amount,
    currency: payment.currency,
  });
  await deliverWebhook(raw, payment.id, deliver);
  const db = await getDb();
  const [order] = await db.select({ hash: orders.hash }).from(orders).where(eq(orders.id, payment.orderId));
  return { outcome: "sent", next: `/orders/${order.hash}/pay` };
}
