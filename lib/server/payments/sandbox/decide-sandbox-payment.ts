// The sandbox checkout page's decision, delivered the way a real provider would: a signed HTTP callback to our
// own webhook endpoint. The target comes from configuration (internalOrigin), never from the request, and the
// shopper's answer is the same whatever that call does, so the page cannot be used to probe other hosts. Like a
// real provider it tries again when the store fails to take the callback (a 5xx or no answer), a few times.
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

/** Waits before each retry: a real provider retries a webhook that failed (a 5xx, no answer) with backoff. */
const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000];

async function deliverWebhook(raw: string, paymentId: number, deliver: FetchLike): Promise<void> {
  const target = `${internalOrigin()}/api/payments/sandbox/webhook/`;
  for (let attempt = 0; ; attempt++) {
    let retry: boolean;
    try {
      const res = await deliver(target, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: await signSandboxBody(raw),
        },
        body: raw,
        redirect: "manual",
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await res.body?.cancel().catch(() => {});
      if (res.ok) return;
      // A refusal (4xx) is the store's answer and final; a failure of the store (5xx) is tried again.
      retry = res.status >= 500;
      logger.warn({ status: res.status, paymentId, attempt }, "sandbox webhook delivery refused");
    } catch (err) {
      retry = true;
      logger.error({ err, paymentId, target, attempt }, "sandbox webhook delivery failed");
    }
    if (!retry || attempt >= RETRY_DELAYS_MS.length) return;
    await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt]));
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
