// Open guest credits (money a provider took for an order it could no longer pay, from a shopper without an
// account) are refunded by an operator through the provider; recording it closes the credit and writes the
// refund into the payment ledger, once.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { captureCredits, payments } from "../db/schema";
import { recordLedger } from "./record-ledger";

export type CaptureCreditRow = typeof captureCredits.$inferSelect;

export async function listOpenCaptureCredits(db: Db): Promise<CaptureCreditRow[]> {
  return db
    .select()
    .from(captureCredits)
    .where(eq(captureCredits.status, "open"))
    .orderBy(asc(captureCredits.id));
}

/** Marks an open credit refunded; null when there is no such open credit (unknown, credited or refunded). */
export async function recordCaptureCreditRefund(
  db: Db,
  creditId: number,
  note: string,
): Promise<CaptureCreditRow | null> {
  return db.transaction(async (tx) => {
    const [credit] = await tx
      .update(captureCredits)
      .set({ status: "refunded", resolved: new Date() })
      .where(and(eq(captureCredits.id, creditId), eq(captureCredits.status, "open")))
      .returning();
    if (!credit) return null;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, credit.paymentId));
    await recordLedger(tx, {
      provider: payment?.provider ?? "unknown",
      providerPaymentId: payment?.providerPaymentId ?? "",
      paymentId: credit.paymentId,
      orderId: credit.orderId,
      event: "refund",
      outcome: "refunded",
      amountRub: credit.amountRub,
      currency: "RUB",
      detail: { creditId, note: note.slice(0, 500) },
    });
    return credit;
  });
}
