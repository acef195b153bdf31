// Server side of the payment page: what the order draft does not carry, read with two small queries: the
// order's owner and payment state, and the pending payment's amount and method title (to resume it with them).
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { orders, paymentMethods, payments } from "../db/schema";

export type PendingPaymentFacts = {
  amount: string;
  currency: string;
  methodTitle: string | null;
  /** Roubles of the owner's balance this attempt holds ("0.00" when none): a new attempt releases them first. */
  balanceHeld: string;
};

export type PaymentFacts = {
  userId: number | null;
  paymentStatus: string | null;
  pending: PendingPaymentFacts | null;
};

export async function readPaymentFacts(orderId: number): Promise<PaymentFacts> {
  const db = await getDb();
  const [order] = await db
    .select({ userId: orders.userId, paymentId: orders.paymentId, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return { userId: null, paymentStatus: null, pending: null };
  let pending: PendingPaymentFacts | null = null;
  if (order.paymentId && order.paymentStatus === "pending") {
    const [row] = await db
      .select({
        amount: payments.amount,
        currency: payments.currency,
        methodTitle: paymentMethods.title,
        balanceDebit: payments.balanceDebit,
        holdState: payments.holdState,
      })
      .from(payments)
      .leftJoin(paymentMethods, eq(paymentMethods.name, payments.method))
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.providerPaymentId, order.paymentId),
          eq(payments.status, "pending"),
        ),
      );
    pending = row
      ? {
          amount: row.amount,
          currency: row.currency,
          methodTitle: row.methodTitle,
          balanceHeld: row.holdState === "held" ? row.balanceDebit : "0.00",
        }
      : null;
  }
  return { userId: order.userId, paymentStatus: order.paymentStatus, pending };
}
