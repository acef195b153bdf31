// A line that cannot be delivered is refunded, never dropped: what the shopper paid for it (its share of everything
// taken for the order, the payment method's fee included: refund-shares.ts) goes back to the balance of the order's
// account, or, for a guest, back through the payment provider, the way it refunds (PaymentProvider.refunds): the
// sandbox refunds at once; a provider with a refund call (Payselection) is recorded as pending and a refund job is
// sent in this same transaction (it calls the provider's refund and records the outcome:
// lib/server/payments/run-refund-job.ts); a provider without one (GetPay) stays pending for the operator. Runs in
// the transaction that sets the line's status, and writes the refund into the payment ledger.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, users } from "../db/schema";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { enqueueJob } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import { findPaymentProvider } from "../payments/payment-providers";
import { recordLedger } from "../payments/record-ledger";
import type { RefundJob } from "../payments/run-refund-job";
import type { DeliveryLine } from "./delivery-line";
import { allocateKopecks, capturedOf, paymentOfOrder } from "./refund-shares";
import { lineAmountKopecks } from "../orders/line-amount";

export type RefundMethod = "balance" | "provider" | "provider_pending";

/** Gives `amount` of the order back to whoever paid it; answers how. Ledger entry included. */
export async function refundToPayer(
  tx: Db,
  order: DeliveryLine["order"],
  amount: string,
  detail: { lineId?: number; reason: string },
): Promise<RefundMethod> {
  const payment = await paymentOfOrder(tx, order);
  let method: RefundMethod;
  // Unique per refund: a line is refunded once, a gift order (no lines) once as a whole.
  const key = detail.lineId !== undefined ? `refund-line-${detail.lineId}` : `refund-order-${order.id}`;
  const refunds = payment ? findPaymentProvider(payment.provider)?.refunds : undefined;
  const viaJob = order.userId === null && refunds === "through_api" && toKopecks(amount) > 0n;
  if (order.userId !== null) {
    await tx
      .update(users)
      .set({ balance: sql`${users.balance} + ${amount}::numeric` })
      .where(eq(users.id, order.userId));
    method = "balance";
  } else {
    method = refunds === "instantly" ? "provider" : "provider_pending";
  }
  await recordLedger(tx, {
    provider: payment?.provider ?? "balance",
    providerPaymentId: payment?.providerPaymentId ?? `order-${order.id}`,
    paymentId: payment?.id ?? null,
    orderId: order.id,
    userId: order.userId,
    event: "refund",
    outcome:
      method === "balance"
        ? "balance_credited"
        : method === "provider"
          ? "provider_refunded"
          : "refund_pending",
    amountRub: amount,
    currency: "RUB",
    detail: {
      lineId: detail.lineId ?? null,
      reason: detail.reason.slice(0, 200),
      ...(viaJob ? { key } : {}),
    },
  });
  if (viaJob && payment) {
    const job: RefundJob = {
      paymentId: payment.id,
      lineId: detail.lineId ?? null,
      orderId: order.id,
      amountRub: amount,
      key,
    };
    await enqueueJob(tx, QUEUES.refundPayment, job);
  }
  return method;
}

/** Gives back everything taken for the order (a gift, or an order refunded as a whole): balance share + fee. */
export async function refundOrderInFull(
  tx: Db,
  order: DeliveryLine["order"],
  reason: string,
): Promise<{ amount: string; method: RefundMethod }> {
  const amount = formatKopecks(capturedOf(order, await paymentOfOrder(tx, order)));
  return { amount, method: await refundToPayer(tx, order, amount, { reason }) };
}

/**
 * Refunds one line: its share of everything taken for the order (balance share + what the method charged, fee
 * included), split over all the order's lines by price x quantity with the largest-remainder rule
 * (allocateKopecks: shares sum exactly to the capture, the odd kopecks to the largest remainders, earlier line
 * first on a tie), capped by what earlier refunds of the order left.
 */
export async function refundLine(
  tx: Db,
  d: DeliveryLine,
  reason: string,
): Promise<{ amount: string; method: RefundMethod }> {
  const lines = await tx
    .select({
      id: orderLines.id,
      price: orderLines.price,
      quantity: orderLines.quantity,
      refundAmount: orderLines.refundAmount,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, d.order.id))
    .orderBy(asc(orderLines.id));
  const captured = capturedOf(d.order, await paymentOfOrder(tx, d.order));
  const shares = allocateKopecks(
    captured,
    lines.map((l) => lineAmountKopecks(l, d.order)),
  );
  const want = shares[lines.findIndex((l) => l.id === d.line.id)] ?? 0n;
  const refunded = lines.reduce((sum, l) => sum + toKopecks(l.refundAmount ?? "0"), 0n);
  const left = captured > refunded ? captured - refunded : 0n;
  const amount = formatKopecks(want < left ? want : left);
  const method = await refundToPayer(tx, d.order, amount, { lineId: d.line.id, reason });
  await tx
    .update(orderLines)
    .set({
      status: "refunded",
      refundAmount: amount,
      refundMethod: method,
      deliveryError: reason.slice(0, 500),
    })
    .where(eq(orderLines.id, d.line.id));
  return { amount, method };
}
