// Inside the confirming transaction: debit the payment's balance share, move the order to paid and record the
// payment as succeeded. When the balance no longer covers the share the payment fails and the order stays payable.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, payments } from "../db/schema";
import { logger } from "../logger";
import { transitionOrder } from "../orders/status-machine";
import { debitBalance } from "./debit-balance";

export type PaymentRow = typeof payments.$inferSelect;

export async function markOrderPaid(tx: Db, payment: PaymentRow): Promise<"paid" | "failed"> {
  const fail = async (reason: string) => {
    logger.warn({ paymentId: payment.id, orderId: payment.orderId, reason }, "payment confirmation failed");
    await setPaymentStatus(tx, payment, "failed");
    return "failed" as const;
  };
  if (payment.balanceDebit !== "0.00") {
    if (payment.userId === null) return fail("balance share without a user");
    if (!(await debitBalance(tx, payment.userId, payment.balanceDebit))) return fail("insufficient balance");
  }
  if (!(await transitionOrder(tx, payment.orderId, "waiting_for_payment", "paid"))) {
    throw new Error("order left waiting_for_payment inside a locked transaction");
  }
  await setPaymentStatus(tx, payment, "succeeded");
  return "paid";
}

/** The payment's status, mirrored on the order when it is the order's current payment. */
export async function setPaymentStatus(tx: Db, payment: PaymentRow, status: string) {
  await tx.update(payments).set({ status, updated: new Date() }).where(eq(payments.id, payment.id));
  const [order] = await tx
    .select({ paymentId: orders.paymentId })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (order?.paymentId === payment.providerPaymentId) {
    await tx
      .update(orders)
      .set({ paymentStatus: status, updated: new Date() })
      .where(eq(orders.id, payment.orderId));
  }
}
