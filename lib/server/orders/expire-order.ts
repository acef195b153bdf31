// An unpaid order expires ORDER_EXPIRY_MINUTES after its last payment attempt (or its creation): its pending
// payments are closed (their balance holds released), its promo-code use is given back, and it fails with a
// reason the shopper can read. A payment the provider reports after that is credited (apply-payment-callback).
import { eq } from "drizzle-orm";
import { getConfig } from "../config";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { closePendingPayments } from "../payments/close-payment";
import { releasePromoUse } from "../promo/claim-promo-use";
import type { OrderRow } from "./access/find-accessible-order";
import { transitionOrder } from "./status-machine";

export const ORDER_EXPIRED_REASON = "Время на оплату истекло, заказ отменён. Его можно повторить.";

const isUnpaid = (order: Pick<OrderRow, "status">) =>
  order.status === "created" || order.status === "waiting_for_payment";

/** When the order stops being payable (meaningful while it is unpaid). */
export function paymentDeadline(order: Pick<OrderRow, "lastAttemptAt" | "created">): Date {
  const from = order.lastAttemptAt ?? order.created;
  return new Date(from.getTime() + getConfig().ORDER_EXPIRY_MINUTES * 60_000);
}

export const isPastPaymentDeadline = (order: OrderRow, now: Date) =>
  isUnpaid(order) && paymentDeadline(order).getTime() <= now.getTime();

/** Expires an unpaid order whose row the caller holds locked; false when it is not unpaid any more. */
export async function expireOrder(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  if (!isUnpaid(order)) return false;
  await closePendingPayments(tx, order.id, "expired");
  if (!(await transitionOrder(tx, order.id, order.status, "failed"))) return false;
  if (order.promoCodeId !== null) await releasePromoUse(tx, order.promoCodeId);
  await tx
    .update(orders)
    .set({ rejectReason: ORDER_EXPIRED_REASON, expiredAt: now, updated: now })
    .where(eq(orders.id, order.id));
  return true;
}
