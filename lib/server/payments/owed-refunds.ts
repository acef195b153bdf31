// Refunds a guest is owed through the payment provider that nobody has paid yet. A guest's undeliverable line (or
// gift order, refunded as a whole) is booked as a "refund_pending" ledger entry (fulfilment/refund-line.ts): GetPay
// has no refund call, so an operator pays it in GetPay's dashboard; Payselection's refund job
// (run-refund-job.ts) settles it as "provider_refunded", or gives up with "refund_failed" and leaves it to the
// operator. listOwedRefunds lists both kinds still unpaid (a refund the job still holds is not the operator's);
// recordOwedRefund records the operator's refund made by hand: the settling "provider_refunded" entry under the
// refund's key (refund-line-<id>, refund-order-<id>), written under the payment row's lock after the same
// settled check the job makes, so neither a second record nor a late job can book it twice; audited.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { orderLines, orders, paymentLedger, payments } from "../db/schema";
import { ROW_LOCK } from "../db/row-lock";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { recordLedger } from "./record-ledger";
import { refundedSoFar, toPaymentCurrency } from "./run-refund-job";

/** awaiting_operator: the provider has no refund call (GetPay); provider_failed: the refund job gave up. */
export type OwedRefundState = "awaiting_operator" | "provider_failed";

export type OwedRefund = {
  /** The refund's key, as the refund job and the ledger name it: refund-line-<line id> or refund-order-<order id>. */
  id: string;
  orderId: number;
  /** null: the order refunded as a whole (a gift). */
  lineId: number | null;
  /** Roubles owed, a decimal string. */
  amountRub: string;
  provider: string;
  email: string;
  /** When the refund was booked. */
  since: Date;
  state: OwedRefundState;
  /** Why the provider's refund failed (the job's reason), for provider_failed. */
  failure: string | null;
};

type LedgerRow = typeof paymentLedger.$inferSelect;
type Detail = { key?: unknown; lineId?: unknown; reason?: unknown };

const FINAL_OUTCOMES = ["provider_refunded", "refund_failed"];
const KEY_PATTERN = /^refund-(line|order)-(\d{1,9})$/;

const detailOf = (e: LedgerRow) => (e.detail ?? {}) as Detail;

/** The key refund-line.ts gives a refund (only a refund sent to the job carries it in its entry). */
function keyOf(e: LedgerRow): string {
  const d = detailOf(e);
  if (typeof d.key === "string") return d.key;
  return typeof d.lineId === "number" ? `refund-line-${d.lineId}` : `refund-order-${e.orderId}`;
}

type Standing = { kind: "settled" } | { kind: "with_job" } | { kind: "owed"; refund: OwedRefund };

/** Where one booked refund stands, from the final entries (provider_refunded, refund_failed) of its order. */
function standingOf(pending: LedgerRow, finals: LedgerRow[], email: string): Standing {
  const key = keyOf(pending);
  const own = finals.filter((f) => detailOf(f).key === key);
  if (own.some((f) => f.outcome === "provider_refunded")) return { kind: "settled" };
  const failed = own.find((f) => f.outcome === "refund_failed");
  // A refund the job was sent (its entry carries the key) and has not finished is still the job's.
  if (!failed && typeof detailOf(pending).key === "string") return { kind: "with_job" };
  const lineId = detailOf(pending).lineId;
  const reason = failed ? detailOf(failed).reason : null;
  return {
    kind: "owed",
    refund: {
      id: key,
      orderId: pending.orderId ?? 0,
      lineId: typeof lineId === "number" ? lineId : null,
      amountRub: formatKopecks(toKopecks(pending.amountRub ?? "0")),
      provider: pending.provider,
      email,
      since: pending.created,
      state: failed ? "provider_failed" : "awaiting_operator",
      failure: failed ? (typeof reason === "string" ? reason : "unknown") : null,
    },
  };
}

function finalEntries(db: Db, orderIds: number[]) {
  return db
    .select()
    .from(paymentLedger)
    .where(
      and(
        inArray(paymentLedger.orderId, orderIds),
        eq(paymentLedger.event, "refund"),
        inArray(paymentLedger.outcome, FINAL_OUTCOMES),
      ),
    )
    .orderBy(asc(paymentLedger.id));
}

/** The booked refund_pending entries above 0 ₽ (of one order when given), with their order's e-mail, oldest first. */
function pendingEntries(db: Db, orderId?: number) {
  return db
    .select({ entry: paymentLedger, email: orders.email })
    .from(paymentLedger)
    .leftJoin(orders, eq(orders.id, paymentLedger.orderId))
    .where(
      and(
        orderId === undefined ? undefined : eq(paymentLedger.orderId, orderId),
        eq(paymentLedger.event, "refund"),
        eq(paymentLedger.outcome, "refund_pending"),
        sql`${paymentLedger.amountRub} > 0`,
      ),
    )
    .orderBy(asc(paymentLedger.id));
}

/** Every guest refund booked through a provider and not paid yet, oldest first. */
export async function listOwedRefunds(db: Db): Promise<OwedRefund[]> {
  const pending = await pendingEntries(db);
  if (!pending.length) return [];
  const orderIds = [...new Set(pending.map((p) => p.entry.orderId ?? 0))];
  const finals = await finalEntries(db, orderIds);
  const owed: OwedRefund[] = [];
  for (const p of pending) {
    const standing = standingOf(p.entry, finals, p.email ?? "");
    if (standing.kind === "owed") owed.push(standing.refund);
  }
  return owed;
}

/** The owed refunds for the console (which reaches the database only through lib/server). */
export async function readOwedRefunds(): Promise<OwedRefund[]> {
  return listOwedRefunds(await getDb());
}

export type RecordOwedRefundResult =
  | { kind: "recorded"; refund: OwedRefund }
  | { kind: "already_recorded"; orderId: number }
  | { kind: "with_job"; orderId: number }
  | { kind: "not_found" };

/** The refund_pending entry booked under `key`, with its order's e-mail; null when there is none. */
async function findBooked(tx: Db, key: string) {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  let orderId = Number(match[2]);
  if (match[1] === "line") {
    const [line] = await tx
      .select({ orderId: orderLines.orderId })
      .from(orderLines)
      .where(eq(orderLines.id, Number(match[2])));
    if (!line) return null;
    orderId = line.orderId;
  }
  const entries = await pendingEntries(tx, orderId);
  const found = entries.find((e) => keyOf(e.entry) === key);
  return found ? { entry: found.entry, email: found.email ?? "", orderId } : null;
}

/**
 * Records that an operator refunded the owed refund `key` by hand (in the provider's dashboard). Writes the
 * settling ledger entry under the refund's key, marks the line's refund done and audits it, in one transaction
 * holding the payment row's lock (the refund job's lock; the order row's when no payment is named). Idempotent:
 * a refund already settled answers already_recorded; one the refund job still holds answers with_job.
 */
export async function recordOwedRefund(
  db: Db,
  key: string,
  note: string,
  actor: AuditActor,
): Promise<RecordOwedRefundResult> {
  return db.transaction(async (tx): Promise<RecordOwedRefundResult> => {
    const booked = await findBooked(tx, key);
    if (!booked) return { kind: "not_found" };
    const { entry, orderId } = booked;
    const [payment] = entry.paymentId
      ? await tx.select().from(payments).where(eq(payments.id, entry.paymentId)).for(ROW_LOCK)
      : [];
    if (!payment) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for(ROW_LOCK);
    const standing = standingOf(entry, await finalEntries(tx, [orderId]), booked.email);
    if (standing.kind === "settled") return { kind: "already_recorded", orderId };
    if (standing.kind === "with_job") return { kind: "with_job", orderId };
    const { refund } = standing;
    const text = note.trim().slice(0, 500);
    const amount = payment
      ? toPaymentCurrency(
          refund.amountRub,
          payment,
          toKopecks(payment.amount) - (await refundedSoFar(tx, payment.id)),
        )
      : null;
    await recordLedger(tx, {
      provider: entry.provider,
      providerPaymentId: entry.providerPaymentId,
      paymentId: entry.paymentId,
      orderId,
      userId: entry.userId,
      event: "refund",
      outcome: "provider_refunded",
      amount: amount === null ? null : formatKopecks(amount),
      currency: payment?.currency ?? null,
      amountRub: refund.amountRub,
      detail: { key, lineId: refund.lineId, byOperator: actor.email, note: text },
    });
    if (refund.lineId !== null) {
      // The order page now says the money went back, no longer that it is on its way (as the job does).
      await tx
        .update(orderLines)
        .set({ refundMethod: "provider" })
        .where(and(eq(orderLines.id, refund.lineId), eq(orderLines.refundMethod, "provider_pending")));
    }
    const shown = { refund: key, line_id: refund.lineId, amount_rub: refund.amountRub };
    await recordAudit(tx, actor, {
      action: "order.refund_paid",
      targetType: "order",
      targetId: orderId,
      before: { ...shown, state: refund.state, failure: refund.failure },
      after: { ...shown, state: "refunded", note: text },
    });
    return { kind: "recorded", refund };
  });
}
