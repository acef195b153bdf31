// POST /api/payments/payselection/status/ and /term/{order_id}/: the payment page asks for the state of the
// order's Payselection payment (queried from Payselection and applied like a webhook), or reports that the
// shopper left Payselection's page (the payment is terminated; the order stays payable).
import { and, eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { getDb } from "../../db/client";
import { payments } from "../../db/schema";
import type { AuthContext } from "../../http/auth-context";
import { logger } from "../../logger";
import { findAccessibleOrder, type OrderRow } from "../../orders/access/find-accessible-order";
import { getOrderStatus } from "../../orders/order-status";
import { applyPaymentCallback } from "../apply-payment-callback";
import { callPayselection } from "./call-payselection";

async function findPendingPayselectionPayment(order: OrderRow) {
  if (!order.paymentId) return null;
  const db = await getDb();
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, "payselection"),
        eq(payments.providerPaymentId, order.paymentId),
        eq(payments.status, "pending"),
      ),
    );
  return payment ?? null;
}

type Transaction = {
  TransactionState?: unknown;
  TransactionId?: unknown;
  Amount?: unknown;
  Currency?: unknown;
};

/** The latest transaction in Payselection's answer (an object, or a list of the order's transactions). */
function latestTransaction(answer: unknown): Transaction | null {
  const item = Array.isArray(answer) ? answer.at(-1) : answer;
  return item && typeof item === "object" ? (item as Transaction) : null;
}

export async function checkPayselectionStatus(req: NextRequest, auth: AuthContext, orderId: number) {
  const order = await findAccessibleOrder(req, auth, orderId);
  const payment = await findPendingPayselectionPayment(order);
  if (payment) {
    const tx = latestTransaction(await callPayselection("GET", `/orders/${payment.providerPaymentId}`));
    const state = tx?.TransactionState;
    const event = state === "success" ? "approve" : state === "declined" ? "decline" : null;
    if (event) {
      const outcome = await applyPaymentCallback({
        provider: "payselection",
        providerPaymentId: payment.providerPaymentId,
        event,
        amount: typeof tx?.Amount === "string" ? tx.Amount : String(tx?.Amount ?? ""),
        currency: typeof tx?.Currency === "string" ? tx.Currency : "",
        ...(typeof tx?.TransactionId === "string" ? { providerTransactionId: tx.TransactionId } : {}),
      });
      if (outcome === "mismatch") logger.warn({ orderId }, "payselection status does not match the payment");
    }
  }
  return getOrderStatus(req, auth, order.id);
}

export async function terminatePayselectionPayment(req: NextRequest, auth: AuthContext, orderId: number) {
  const order = await findAccessibleOrder(req, auth, orderId);
  const payment = await findPendingPayselectionPayment(order);
  if (payment) {
    await applyPaymentCallback({
      provider: "payselection",
      providerPaymentId: payment.providerPaymentId,
      event: "terminate",
    });
  }
  return getOrderStatus(req, auth, order.id);
}
