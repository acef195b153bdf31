// The order's current payment, if it is still pending with this provider (the one its payment page follows).
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { payments } from "../db/schema";
import type { OrderRow } from "../orders/access/find-accessible-order";
import type { PaymentRow } from "./payment-row";

export async function findPendingProviderPayment(
  order: OrderRow,
  provider: string,
): Promise<PaymentRow | null> {
  if (!order.paymentId) return null;
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
  return payment ?? null;
}
