// The order the caller may see, and its current payment if that is still pending with this provider (the one its
// payment page follows): what the payment page's status and leave calls act on.
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { payments } from "../db/schema";
import { findOrderFor, type OrderAccess } from "../orders/access/find-accessible-order";
import type { PaymentRow } from "./payment-row";

export async function findPendingProviderPayment(
  access: OrderAccess,
  orderId: number,
  provider: string,
): Promise<{ orderId: number; payment: PaymentRow | null }> {
  const order = await findOrderFor(access, orderId);
  if (!order.paymentId) return { orderId: order.id, payment: null };
  const db = await getDb();
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, provider),
        eq(payments.providerPaymentId, order.paymentId),
        eq(payments.status, "pending"),
      ),
    );
  return { orderId: order.id, payment: payment ?? null };
}
