// Ending a payment that did not pay (declined, terminated, failed, superseded, expired): its status, and its
// balance hold released, in the caller's transaction.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { payments } from "../db/schema";
import { releaseHold } from "./balance-hold";
import type { PaymentRow } from "./payment-row";
import { recordLedger } from "./record-ledger";
import { setPaymentStatus } from "./set-payment-status";
import { ROW_LOCK } from "../db/row-lock";

export type ClosedStatus = "declined" | "terminated" | "failed" | "superseded" | "expired";

/** No-op (false) unless the payment is still pending, so a payment is closed at most once. */
export async function closePayment(tx: Db, payment: PaymentRow, status: ClosedStatus): Promise<boolean> {
  const closed = await tx
    .update(payments)
    .set({ status, updated: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  if (!closed.length) return false;
  await setPaymentStatus(tx, payment, status);
  await releaseHold(tx, payment);
  return true;
}

/** Closes the order's other pending payments (a new attempt started, or another payment paid the order). */
export async function closePendingPayments(
  tx: Db,
  orderId: number,
  status: "superseded" | "expired",
  exceptPaymentId = -1,
): Promise<void> {
  const pending = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.status, "pending"), ne(payments.id, exceptPaymentId)),
    )
    .for(ROW_LOCK);
  for (const payment of pending) {
    await closePayment(tx, payment, status);
    await recordLedger(tx, {
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      paymentId: payment.id,
      orderId: orderId,
      userId: payment.userId,
      event: status,
      outcome: "applied",
    });
  }
}
