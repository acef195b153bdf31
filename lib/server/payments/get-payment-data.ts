// GET /api/orders/payment_data/{id}/: the scenario of the order's current pending payment, so the payment page
// can resume it; 404 when the order has none (never started, paid, declined or superseded).
import { and, eq } from "drizzle-orm";
import type { PaymentScenario } from "@/lib/schemas/payments/payment-scenario";
import { getDb } from "../db/client";
import { payments } from "../db/schema";
import { notFound } from "../http/api-error";
import { findOrderFor, type OrderAccess } from "../orders/access/find-accessible-order";

export async function getPaymentData(access: OrderAccess, orderId: number) {
  const order = await findOrderFor(access, orderId);
  if (!order.paymentId) throw notFound("У заказа нет начатой оплаты.");
  const db = await getDb();
  const [payment] = await db
    .select({ scenario: payments.scenario })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.providerPaymentId, order.paymentId),
        eq(payments.status, "pending"),
      ),
    );
  if (!payment?.scenario) throw notFound("У заказа нет начатой оплаты.");
  return payment.scenario as PaymentScenario;
}
