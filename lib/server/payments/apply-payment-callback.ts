// A verified provider callback, applied in ONE transaction with its idempotency key: the key's unique index makes
// a replayed or concurrent delivery a no-op; amount and currency must match the stored payment; only a pending
// payment of an order still waiting for payment can become paid; an out-of-order event changes nothing.
import { and, eq } from "drizzle-orm";
import { invalidateCache } from "../cache/cached";
import { getDb } from "../db/client";
import { orders, paymentCallbacks, payments } from "../db/schema";
import { logger } from "../logger";
import { toKopecks } from "../orders/order-money";
import { markOrderPaid, setPaymentStatus, type PaymentRow } from "./mark-order-paid";

export type PaymentEvent = "approve" | "decline" | "terminate";

export type CallbackOutcome =
  "paid" | "declined" | "terminated" | "failed" | "replayed" | "ignored" | "unknown_payment" | "mismatch";

export type PaymentCallback = {
  provider: string;
  providerPaymentId: string;
  event: PaymentEvent;
  /** Decimal string in the payment's currency, when the provider reports it (always for approvals). */
  amount?: string;
  currency?: string;
};

const FINAL_BY_EVENT = { decline: "declined", terminate: "terminated" } as const;

/** Amounts compare as kopecks ("149.5" equals "149.50"); anything unparsable is a mismatch. */
function isSameAmount(given: string, stored: string): boolean {
  try {
    return toKopecks(given.trim()) === toKopecks(stored);
  } catch {
    return false;
  }
}

/** Checks the reported money against the stored payment without touching the database. */
export function describeMismatch(cb: PaymentCallback, payment: PaymentRow): string | null {
  if (cb.amount !== undefined && !isSameAmount(cb.amount, payment.amount)) return "amount";
  if (cb.currency !== undefined && cb.currency.toUpperCase() !== payment.currency) return "currency";
  if (cb.event === "approve" && (cb.amount === undefined || cb.currency === undefined)) return "amount";
  return null;
}

export async function findProviderPayment(provider: string, providerPaymentId: string) {
  const db = await getDb();
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return payment ?? null;
}

export async function applyPaymentCallback(cb: PaymentCallback): Promise<CallbackOutcome> {
  const stored = await findProviderPayment(cb.provider, cb.providerPaymentId);
  if (!stored) {
    logger.warn(
      { provider: cb.provider, paymentId: cb.providerPaymentId },
      "callback for an unknown payment",
    );
    return "unknown_payment";
  }
  const mismatch = describeMismatch(cb, stored);
  if (mismatch) {
    logger.warn(
      {
        provider: cb.provider,
        paymentId: stored.id,
        orderId: stored.orderId,
        mismatch,
        reported: { amount: cb.amount, currency: cb.currency },
        expected: { amount: stored.amount, currency: stored.currency },
      },
      "payment callback does not match the stored payment: not applied",
    );
    return "mismatch";
  }
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<CallbackOutcome> => {
    const key = await tx
      .insert(paymentCallbacks)
      .values({ provider: cb.provider, providerPaymentId: cb.providerPaymentId, event: cb.event })
      .onConflictDoNothing()
      .returning({ id: paymentCallbacks.id });
    if (!key.length) return "replayed";
    // Order first, then payment: the same lock order as starting a payment, so the two cannot deadlock.
    const [order] = await tx.select().from(orders).where(eq(orders.id, stored.orderId)).for("update");
    const [payment] = await tx.select().from(payments).where(eq(payments.id, stored.id)).for("update");
    if (payment.status !== "pending") {
      logger.warn(
        { paymentId: payment.id, status: payment.status, event: cb.event },
        "callback for a payment that is no longer pending: ignored",
      );
      return "ignored";
    }
    if (cb.event !== "approve") {
      await setPaymentStatus(tx, payment, FINAL_BY_EVENT[cb.event]);
      return FINAL_BY_EVENT[cb.event];
    }
    if (order.status !== "waiting_for_payment") {
      logger.warn(
        { paymentId: payment.id, orderId: order.id, orderStatus: order.status },
        "approval for an order that is not waiting for payment: not applied",
      );
      return "ignored";
    }
    return markOrderPaid(tx, payment);
  });
  if (outcome === "paid") invalidateCache("feed");
  return outcome;
}
