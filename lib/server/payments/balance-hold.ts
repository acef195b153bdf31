// The balance share of a payment is reserved (held) when the payment starts, so two payments can never count on
// the same roubles; the hold is released when the payment fails, is superseded or expires, and becomes a debit
// when it is approved. Each move is one conditional UPDATE on the payment (hold_state) and one on the user, so a
// hold is released or debited at most once, and the user's spendable balance (balance - balance_held) never
// goes below zero.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { payments, users } from "../db/schema";
import type { PaymentRow } from "./payment-row";
import { recordLedger } from "./record-ledger";
import { ROW_LOCK } from "../db/row-lock";

const ledgerOf = (p: PaymentRow, event: string) => ({
  provider: p.provider,
  providerPaymentId: p.providerPaymentId,
  paymentId: p.id,
  orderId: p.orderId,
  userId: p.userId,
  event,
  outcome: "applied",
  amountRub: p.balanceDebit,
  currency: "RUB",
});

/** Spendable roubles of a user: the balance less what pending payments hold. Locks the user row. */
export async function lockAvailableBalance(tx: Db, userId: number): Promise<string> {
  const [row] = await tx
    .select({ available: sql<string>`(${users.balance} - ${users.balanceHeld})::numeric(12,2)::text` })
    .from(users)
    .where(eq(users.id, userId))
    .for(ROW_LOCK);
  return row?.available ?? "0.00";
}

/** Reserves `amount` of the user's spendable balance; false when it no longer covers it. */
export async function holdBalance(tx: Db, userId: number, amount: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ balanceHeld: sql`${users.balanceHeld} + ${amount}::numeric` })
    .where(and(eq(users.id, userId), sql`${users.balance} - ${users.balanceHeld} >= ${amount}::numeric`))
    .returning({ id: users.id });
  return rows.length === 1;
}

async function moveHold(tx: Db, payment: PaymentRow, to: "released" | "debited"): Promise<boolean> {
  if (payment.userId === null) return false;
  const moved = await tx
    .update(payments)
    .set({ holdState: to, updated: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.holdState, "held")))
    .returning({ id: payments.id });
  if (!moved.length) return false;
  const amount = payment.balanceDebit;
  await tx
    .update(users)
    .set(
      to === "debited"
        ? {
            balance: sql`${users.balance} - ${amount}::numeric`,
            balanceHeld: sql`${users.balanceHeld} - ${amount}::numeric`,
          }
        : { balanceHeld: sql`${users.balanceHeld} - ${amount}::numeric` },
    )
    .where(eq(users.id, payment.userId));
  await recordLedger(tx, ledgerOf(payment, to === "debited" ? "debit" : "release"));
  return true;
}

/** Gives a payment's held share back to the spendable balance (no-op unless it is still held). */
export const releaseHold = (tx: Db, payment: PaymentRow) => moveHold(tx, payment, "released");

/**
 * Takes a payment's balance share for good: from its hold when still held, otherwise (the hold was released,
 * e.g. the payment was superseded and then approved after all) straight from the spendable balance.
 * False when the share can no longer be covered.
 */
export async function debitShare(tx: Db, payment: PaymentRow): Promise<boolean> {
  if (payment.balanceDebit === "0.00") return true;
  if (payment.userId === null) return false;
  if (await moveHold(tx, payment, "debited")) return true;
  // Nothing held any more (released, or never held): claim the payment first so a share is never taken twice.
  const claimed = await tx
    .update(payments)
    .set({ holdState: "debited", updated: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.holdState, ["released", "none"])))
    .returning({ id: payments.id });
  if (!claimed.length) return false;
  const rows = await tx
    .update(users)
    .set({ balance: sql`${users.balance} - ${payment.balanceDebit}::numeric` })
    .where(
      and(
        eq(users.id, payment.userId),
        sql`${users.balance} - ${users.balanceHeld} >= ${payment.balanceDebit}::numeric`,
      ),
    )
    .returning({ id: users.id });
  if (!rows.length) {
    await tx.update(payments).set({ holdState: "released" }).where(eq(payments.id, payment.id));
    return false;
  }
  await recordLedger(tx, ledgerOf(payment, "debit"));
  return true;
}
