// A payment's status, mirrored on its order when it is the order's current payment.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, payments } from "../db/schema";
import type { PaymentRow } from "./payment-row";

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
