// What the sandbox checkout page shows: the payment's amount, its method's title and scenario, and the order.
import { eq } from "drizzle-orm";
import type { PaymentScenario } from "@/lib/schemas/payments/payment-scenario";
import { getDb } from "../../db/client";
import { orders, paymentMethods } from "../../db/schema";
import { findProviderPayment } from "../apply-payment-callback";

export async function findSandboxCheckout(providerPaymentId: string) {
  if (!/^[0-9a-f]{32}$/.test(providerPaymentId)) return null;
  const payment = await findProviderPayment("sandbox", providerPaymentId);
  if (!payment) return null;
  const db = await getDb();
  const [[method], [order]] = await Promise.all([
    db
      .select({ title: paymentMethods.title })
      .from(paymentMethods)
      .where(eq(paymentMethods.name, payment.method)),
    db.select({ id: orders.id, hash: orders.hash }).from(orders).where(eq(orders.id, payment.orderId)),
  ]);
  return {
    providerPaymentId,
    amount: payment.amount,
    currency: payment.currency,
    isPending: payment.status === "pending",
    methodTitle: method?.title ?? payment.method,
    scenario: payment.scenario as PaymentScenario | null,
    orderId: order.id,
    orderHash: order.hash,
  };
}
