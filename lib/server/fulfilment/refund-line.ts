// A line that cannot be delivered is refunded, never dropped: what the shopper paid for it goes back to the
// balance of the order's account, or, for a guest, back through the payment provider (the sandbox refunds at
// once; a real provider's refund is left to the operator, recorded as pending). Runs in the transaction that
// sets the line's status, and writes the refund into the payment ledger.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, payments, users } from "../db/schema";
import { formatKopecks, toKopecks } from "../orders/order-money";
import { recordLedger } from "../payments/record-ledger";
import { paidForLine, type DeliveryLine } from "./delivery-line";

export type RefundMethod = "balance" | "provider" | "provider_pending";

/** Roubles still refundable on the order: its total less what earlier lines got back. */
async function refundableLeft(tx: Db, d: DeliveryLine): Promise<bigint> {
  const [row] = await tx
    .select({ refunded: sql<string>`coalesce(sum(${orderLines.refundAmount}), 0)::numeric(12,2)::text` })
    .from(orderLines)
    .where(eq(orderLines.orderId, d.order.id));
  const left = toKopecks(d.order.total) - toKopecks(row.refunded);
  return left > 0n ? left : 0n;
}

/** Gives `amount` of the order back to whoever paid it; answers how. Ledger entry included. */
export async function refundToPayer(
  tx: Db,
  order: DeliveryLine["order"],
  amount: string,
  detail: { lineId?: number; reason: string },
): Promise<RefundMethod> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")));
  let method: RefundMethod;
  if (order.userId !== null) {
    await tx
      .update(users)
      .set({ balance: sql`${users.balance} + ${amount}::numeric` })
      .where(eq(users.id, order.userId));
    method = "balance";
  } else {
    method = payment?.provider === "sandbox" ? "provider" : "provider_pending";
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
    detail: { lineId: detail.lineId ?? null, reason: detail.reason.slice(0, 200) },
  });
  return method;
}

export async function refundLine(
  tx: Db,
  d: DeliveryLine,
  reason: string,
): Promise<{ amount: string; method: RefundMethod }> {
  const want = paidForLine(d);
  const left = await refundableLeft(tx, d);
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
