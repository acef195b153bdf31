// One row of the append-only payment ledger, written in the caller's transaction so that the ledger and the
// state it explains can never disagree.
import type { Db } from "../db/client";
import { paymentLedger } from "../db/schema";

export type LedgerEntry = {
  provider: string;
  providerPaymentId: string;
  paymentId?: number | null;
  orderId?: number | null;
  userId?: number | null;
  event: string;
  outcome: string;
  amount?: string | null;
  currency?: string | null;
  amountRub?: string | null;
  detail?: Record<string, unknown>;
};

export async function recordLedger(db: Db, entry: LedgerEntry): Promise<void> {
  await db.insert(paymentLedger).values({
    provider: entry.provider,
    providerPaymentId: entry.providerPaymentId,
    paymentId: entry.paymentId ?? null,
    orderId: entry.orderId ?? null,
    userId: entry.userId ?? null,
    event: entry.event,
    outcome: entry.outcome,
    amount: entry.amount ?? null,
    currency: entry.currency ?? null,
    amountRub: entry.amountRub ?? null,
    detail: entry.detail ?? null,
  });
}
