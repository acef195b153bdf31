// A verified provider callback, applied in ONE transaction with its idempotency key: the key's unique index makes
// a replayed or concurrent delivery a no-op. Every callback goes into the payment ledger. Money the provider
// reports as taken is always honoured: it pays the order while the order is payable, and is credited to the
// shopper otherwise (order already paid, expired or failed; a late approval after a decline or a newer attempt).
import { and, eq } from "drizzle-orm";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb } from "../db/client";
import { orders, paymentCallbacks, payments } from "../db/schema";
import { logger } from "../logger";
import { ordersPaidTotal, paymentsTotal } from "../metrics/metrics";
import { enqueueJob } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import { orderMailJob } from "../mail/order-mail-job";
import { toKopecks } from "@/lib/money/kopecks";
import { publicOrigin } from "../auth/site-origin";
import { closePayment } from "./close-payment";
import { creditCapturedPayment } from "./credit-captured-payment";
import { markOrderPaid } from "./mark-order-paid";
import type { PaymentRow } from "./payment-row";
import { recordLedger } from "./record-ledger";
import { ROW_LOCK } from "../db/row-lock";

export type PaymentEvent = "approve" | "decline" | "terminate";

export type CallbackOutcome =
  "paid" | "credited" | "declined" | "terminated" | "replayed" | "ignored" | "unknown_payment" | "mismatch";

export type PaymentCallback = {
  provider: string;
  providerPaymentId: string;
  event: PaymentEvent;
  /** Decimal string in the payment's currency, when the provider reports it (always for approvals). */
  amount?: string;
  currency?: string;
  /** The provider's id of the captured transaction (Payselection TransactionId), kept to refund it later. */
  providerTransactionId?: string;
};

const FINAL_BY_EVENT = { decline: "declined", terminate: "terminated" } as const;
const isPayable = (status: string) => status === "created" || status === "waiting_for_payment";

/**
 * An approval of a payment whose money is already counted is another transfer only when both name the provider's
 * transaction and the names differ; a replay of the same transaction never reaches here (the callback key), and
 * without both ids a second approval cannot be told from a repeat, so it is not counted twice.
 */
function isAnotherTransfer(payment: PaymentRow, transactionId: string | null): transactionId is string {
  return (
    transactionId !== null &&
    payment.providerTransactionId !== null &&
    payment.providerTransactionId !== transactionId
  );
}

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

const reported = (cb: PaymentCallback) => ({
  provider: cb.provider,
  providerPaymentId: cb.providerPaymentId.slice(0, 200),
  event: cb.event,
  amount:
    cb.amount !== undefined && /^\d{1,10}(\.\d{1,2})?$/.test(cb.amount.trim()) ? cb.amount.trim() : null,
  currency: cb.currency?.slice(0, 8) ?? null,
});

/** Applies a provider's callback (below) and counts its outcome (store_payments_total, store_orders_paid_total). */
export async function applyPaymentCallback(cb: PaymentCallback): Promise<CallbackOutcome> {
  const outcome = await applyCallback(cb);
  paymentsTotal.inc({ provider: cb.provider, outcome: `callback_${outcome}` });
  if (outcome === "paid") ordersPaidTotal.inc();
  return outcome;
}

async function applyCallback(cb: PaymentCallback): Promise<CallbackOutcome> {
  const db = await getDb();
  const stored = await findProviderPayment(cb.provider, cb.providerPaymentId);
  if (!stored) {
    logger.warn({ provider: cb.provider }, "callback for an unknown payment");
    await recordLedger(db, { ...reported(cb), outcome: "unknown_payment" });
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
    await recordLedger(db, {
      ...reported(cb),
      paymentId: stored.id,
      orderId: stored.orderId,
      userId: stored.userId,
      outcome: "mismatch",
      detail: { mismatch },
    });
    return "mismatch";
  }
  const outcome = await db.transaction(async (tx): Promise<CallbackOutcome> => {
    const entry = {
      ...reported(cb),
      paymentId: stored.id,
      orderId: stored.orderId,
      userId: stored.userId,
      amountRub: cb.event === "approve" ? stored.amountRub : null,
    };
    const transactionId = cb.providerTransactionId?.trim().slice(0, 100) || null;
    const key = await tx
      .insert(paymentCallbacks)
      .values({
        provider: cb.provider,
        providerPaymentId: cb.providerPaymentId,
        event: cb.event,
        transactionId: transactionId ?? "",
      })
      .onConflictDoNothing()
      .returning({ id: paymentCallbacks.id });
    if (!key.length) {
      await recordLedger(tx, { ...entry, amountRub: null, outcome: "replayed" });
      return "replayed";
    }
    // Order first, then payment, then the user's balance: the lock order of starting a payment and of expiry.
    const [order] = await tx.select().from(orders).where(eq(orders.id, stored.orderId)).for(ROW_LOCK);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, stored.id)).for(ROW_LOCK);
    if (cb.event !== "approve") {
      const closed = await closePayment(tx, payment, FINAL_BY_EVENT[cb.event]);
      await recordLedger(tx, { ...entry, outcome: closed ? FINAL_BY_EVENT[cb.event] : "ignored" });
      if (!closed) {
        logger.info(
          { paymentId: payment.id, status: payment.status, event: cb.event },
          "late non-approval ignored",
        );
      }
      return closed ? FINAL_BY_EVENT[cb.event] : "ignored";
    }
    if (payment.status === "succeeded" || payment.status === "credited") {
      if (!isAnotherTransfer(payment, transactionId)) {
        // The money of this payment is already accounted for (a second approval under another event name).
        await recordLedger(tx, { ...entry, amountRub: null, outcome: "ignored" });
        return "ignored";
      }
      // The shopper paid the same payment twice (a second transfer under the same reference): the first one is
      // already counted, this one is credited like any money that can no longer pay its order.
      await recordLedger(tx, { ...entry, outcome: "credited", detail: { reason: "another_transfer" } });
      const mail = await creditCapturedPayment(tx, payment, order, "another_transfer", publicOrigin(), {
        transactionId,
      });
      if (mail) await enqueueJob(tx, QUEUES.sendMail, orderMailJob(mail, order.id, "capture_credit"));
      return "credited";
    }
    if (isPayable(order.status) && (await markOrderPaid(tx, payment, transactionId)) === "paid") {
      await recordLedger(tx, { ...entry, outcome: "paid" });
      return "paid";
    }
    const reason = isPayable(order.status) ? "balance_share_spent" : `order_${order.status}`;
    await recordLedger(tx, { ...entry, outcome: "credited", detail: { reason } });
    // The operator refunding a guest credit through the provider needs the transaction it names.
    if (transactionId) {
      await tx
        .update(payments)
        .set({ providerTransactionId: transactionId })
        .where(eq(payments.id, payment.id));
    }
    // The shopper's e-mail is a job of this transaction: no mail for a credit that rolled back, none lost after.
    const mail = await creditCapturedPayment(tx, payment, order, reason, publicOrigin(), {
      transactionId: transactionId ?? "",
    });
    if (mail) await enqueueJob(tx, QUEUES.sendMail, orderMailJob(mail, order.id, "capture_credit"));
    return "credited";
  });
  if (outcome === "paid") invalidateTags(cacheTags.feed);
  return outcome;
}
