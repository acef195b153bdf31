// The sandbox checkout page's decision, delivered the way a real provider would: a signed HTTP callback to our
// own webhook endpoint. fetch is injectable so tests can route the call to the handler without a server.
import { getDb } from "../../db/client";
import { orders } from "../../db/schema";
import { eq } from "drizzle-orm";
import { logger } from "../../logger";
import { findProviderPayment } from "../apply-payment-callback";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "./sandbox-signature";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Where the shopper goes afterwards (the order's payment page), or null for an unknown payment. */
export async function decideSandboxPayment(
  providerPaymentId: string,
  decision: "approve" | "decline",
  origin: string,
  fetchImpl: FetchLike = fetch,
): Promise<string | null> {
  const payment = await findProviderPayment("sandbox", providerPaymentId);
  if (!payment) return null;
  const raw = JSON.stringify({
    payment_id: payment.providerPaymentId,
    event: decision,
    amount: payment.amount,
    currency: payment.currency,
  });
  const res = await fetchImpl(`${origin}/api/payments/sandbox/webhook/`, {
    method: "POST",
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: await signSandboxBody(raw) },
    body: raw,
  });
  if (!res.ok) logger.warn({ status: res.status, paymentId: payment.id }, "sandbox webhook delivery refused");
  const db = await getDb();
  const [order] = await db.select({ hash: orders.hash }).from(orders).where(eq(orders.id, payment.orderId));
  return `/orders/${order.hash}/pay`;
}
