// The "refund-payment" job: gives a guest's undeliverable line (or gift order) back through the refund call of
// the payment provider that took the money (PaymentProvider.refund; Payselection's below). The line was already
// recorded as refunded with method "provider_pending" and a "refund_pending" ledger entry in the transaction that
// gave up on it.
//
// Exactly once: the ledger is the record. Before calling, the payment row is locked and the ledger searched for
// a final entry with this refund's key (provider_refunded or refund_failed); if one exists the job is done.
// After the call, its outcome is written under the same lock after the same check, so two runs never record
// twice. The residual risk is a crash after Payselection accepted the refund and before our commit: the retry
// calls again. It sends the same X-REQUEST-ID (derived from the key), Payselection's idempotence key, so the
// provider can recognise the repeat; that deduplication is not documented, so this window (one request's
// duration) remains, and the "Refund" webhook Payselection sends lands in the ledger for an operator to see.
// Two runs of one job at once do not happen: pg-boss hands a job to one worker at a time until it expires (60 s,
// beyond the call's 15 s timeout).
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { orderLines, paymentLedger, payments } from "../db/schema";
import { logger } from "../logger";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { TransientRefundError } from "./payment-provider";
import { findPaymentProvider } from "./payment-providers";
import type { PaymentRow } from "./payment-row";
import { recordLedger } from "./record-ledger";
import { ROW_LOCK } from "../db/row-lock";

export type RefundJob = {
  paymentId: number;
  lineId: number | null;
  orderId: number;
  /** Roubles to give back, a decimal string. */
  amountRub: string;
  /** Unique per refund (refund-line-<id>, refund-order-<id>). */
  key: string;
};

export type RefundJobOutcome = "refunded" | "failed" | "already_done";

const FINAL_OUTCOMES = ["provider_refunded", "refund_failed"];

async function lockPayment(tx: Db, paymentId: number): Promise<PaymentRow | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for(ROW_LOCK);
  return payment ?? null;
}

async function isSettled(tx: Db, job: RefundJob): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentLedger.id })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.paymentId, job.paymentId),
        eq(paymentLedger.event, "refund"),
        sql`${paymentLedger.outcome} in (${sql.join(
          FINAL_OUTCOMES.map((o) => sql`${o}`),
          sql`, `,
        )})`,
        sql`${paymentLedger.detail}->>'key' = ${job.key}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** What earlier refunds of this payment already gave back, in the payment's currency (kopecks). */
export async function refundedSoFar(tx: Db, paymentId: number): Promise<bigint> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${paymentLedger.amount}), 0)::numeric(12,2)::text` })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.paymentId, paymentId),
        eq(paymentLedger.event, "refund"),
        eq(paymentLedger.outcome, "provider_refunded"),
      ),
    );
  return toKopecks(row.sum);
}

/**
 * The refund in the payment's currency: the roubles at the payment's own rate (amount / amount_rub), in
 * kopecks, rounded half up, never above what the payment has left. RUB payments refund the roubles as they are.
 */
export function toPaymentCurrency(
  amountRub: string,
  payment: Pick<PaymentRow, "amount" | "amountRub">,
  left: bigint,
) {
  const rub = toKopecks(amountRub);
  const paid = toKopecks(payment.amount);
  const paidRub = toKopecks(payment.amountRub);
  const converted = paid === paidRub || paidRub === 0n ? rub : (rub * paid * 2n + paidRub) / (paidRub * 2n);
  const capped = converted < left ? converted : left;
  return capped > 0n ? capped : 0n;
}

/**
 * Writes the refund's outcome into the ledger once per refund key (payment row locked, settled refunds skipped);
 * `then` runs in the same transaction only when the entry was written.
 */
async function recordRefundOutcome(
  db: Db,
  job: RefundJob,
  payment: PaymentRow,
  entry: { outcome: string; amount?: string; detail: Record<string, unknown> },
  then?: (tx: Db) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await lockPayment(tx, payment.id);
    if (await isSettled(tx, job)) return;
    await recordLedger(tx, {
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      paymentId: payment.id,
      orderId: job.orderId,
      userId: payment.userId,
      event: "refund",
      outcome: entry.outcome,
      amount: entry.amount ?? null,
      currency: payment.currency,
      amountRub: job.amountRub,
      detail: { key: job.key, lineId: job.lineId, ...entry.detail },
    });
    await then?.(tx);
  });
}

async function recordFailure(db: Db, job: RefundJob, payment: PaymentRow, why: Record<string, unknown>) {
  await recordRefundOutcome(db, job, payment, { outcome: "refund_failed", detail: why });
  // The money is still the shopper's: an operator has to refund it by hand.
  logger.error(
    { paymentId: payment.id, orderId: job.orderId, lineId: job.lineId, key: job.key, ...why },
    "refund through the provider failed: left to the operator",
  );
}

/**
 * Runs one refund job. Throws TransientRefundError while the provider is unreachable (the job is retried),
 * unless this is the last attempt, which leaves the refund to the operator instead.
 */
export async function runRefundJob(
  job: RefundJob,
  options: { isLastAttempt?: boolean } = {},
): Promise<RefundJobOutcome> {
  const db = await getDb();
  const prepared = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, job.paymentId);
    if (!payment) return { kind: "gone" } as const;
    if (await isSettled(tx, job)) return { kind: "settled" } as const;
    const left = toKopecks(payment.amount) - (await refundedSoFar(tx, payment.id));
    return { kind: "ready", payment, amount: toPaymentCurrency(job.amountRub, payment, left) } as const;
  });
  if (prepared.kind === "gone") {
    logger.error({ ...job }, "refund job for a payment that no longer exists: left to the operator");
    return "failed";
  }
  if (prepared.kind === "settled") return "already_done";
  const { payment, amount } = prepared;
  const provider = findPaymentProvider(payment.provider);
  if (!provider?.refund || !provider.isAvailable()) {
    await recordFailure(db, job, payment, { reason: "no_refund_api", provider: payment.provider });
    return "failed";
  }
  if (!payment.providerTransactionId) {
    await recordFailure(db, job, payment, { reason: "no_transaction_id" });
    return "failed";
  }
  if (amount === 0n) {
    await recordFailure(db, job, payment, { reason: "nothing_left_to_refund" });
    return "failed";
  }
  let result;
  try {
    result = await provider.refund({
      transactionId: payment.providerTransactionId,
      amount: formatKopecks(amount),
      currency: payment.currency,
      key: job.key,
    });
  } catch (err) {
    if (!(err instanceof TransientRefundError) || !options.isLastAttempt) throw err;
    await recordFailure(db, job, payment, { reason: "provider_unavailable", message: err.message });
    return "failed";
  }
  if (result.kind === "refused") {
    const { status, code, description } = result;
    await recordFailure(db, job, payment, { reason: "provider_refused", status, code, description });
    return "failed";
  }
  const refundId = result.refundId;
  await recordRefundOutcome(
    db,
    job,
    payment,
    { outcome: "provider_refunded", amount: formatKopecks(amount), detail: { refundId } },
    async (tx) => {
      // The order page now says the money went back to the card, no longer that it is on its way.
      if (job.lineId === null) return;
      await tx
        .update(orderLines)
        .set({ refundMethod: "provider" })
        .where(and(eq(orderLines.id, job.lineId), eq(orderLines.refundMethod, "provider_pending")));
    },
  );
  logger.info(
    { paymentId: payment.id, key: job.key, refundId: result.refundId },
    `refunded through ${provider.name}`,
  );
  return "refunded";
}
