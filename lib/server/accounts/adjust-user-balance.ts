// POST /api/admin/users/{id}/balance/: an admin credits or debits a shopper's balance by hand, for a reason. The
// account is locked, the balance changed, a payment-ledger entry written (event adjustment: the shopper's balance
// history shows it) and the audit entry recorded, in one transaction: all of them exist or none does. A debit may
// take only what the shopper could spend (balance less the shares held by pending payments), so the balance never
// goes below zero and never below what pending payments hold. Nobody adjusts their own balance (DESIGN.md 5c): a
// staff member's account is changed only by another admin, so every manual credit involves two people. The client's
// request id is the ledger entry's key: a double click or a retry after a lost answer is booked once (DESIGN.md 5c:
// staff actions are idempotent), checked under the account's lock, so two copies at once are booked once too.
import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { paymentLedger, users } from "../db/schema";
import { conflict, nonFieldError, notFound, permissionDenied } from "../errors/domain-error";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { recordLedger } from "../payments/record-ledger";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ROW_LOCK } from "../db/row-lock";

/** "1 234,50 ₽" for the refusal the operator reads. */
const roubles = (kopecks: bigint) =>
  `${(kopecks / 100n).toLocaleString("ru-RU")},${(kopecks % 100n).toString().padStart(2, "0")} ₽`;

/** `amount` is a signed money string ("-99.50"), as the endpoint's schema normalises it. */
export async function adjustUserBalance(
  userId: number,
  input: { amount: string; reason: string; requestId: string },
  actor: AuditActor,
) {
  const { amount, reason } = input;
  const key = `adjustment-${input.requestId}`;
  if (actor.id !== null && userId === actor.id)
    throw permissionDenied("Свой баланс изменить нельзя: попросите другого администратора.");
  const isDebit = amount.startsWith("-");
  const change = toKopecks(amount.replace(/^[-+]/, ""));
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const [user] = await tx
      .select({ id: users.id, balance: users.balance, balanceHeld: users.balanceHeld })
      .from(users)
      .where(eq(users.id, userId))
      .for(ROW_LOCK);
    if (!user) throw notFound();
    const [booked] = await tx
      .select({ userId: paymentLedger.userId, outcome: paymentLedger.outcome, amount: paymentLedger.amount })
      .from(paymentLedger)
      .where(and(eq(paymentLedger.provider, "balance"), eq(paymentLedger.providerPaymentId, key)));
    if (booked) {
      const same =
        booked.userId === user.id &&
        booked.outcome === (isDebit ? "balance_debited" : "balance_credited") &&
        toKopecks(booked.amount ?? "0") === change;
      if (!same)
        throw conflict(
          "Этот ключ запроса уже использован для другой корректировки. Откройте форму заново.",
          "adjustment_key_reused",
        );
      // The same adjustment again: booked once, answered with the balance as it stands.
      return { id: user.id, balance: user.balance, balanceHeld: user.balanceHeld, amount };
    }
    const balance = toKopecks(user.balance);
    const held = toKopecks(user.balanceHeld);
    const spendable = balance - held;
    if (isDebit && change > spendable) {
      throw nonFieldError(
        `Нельзя списать ${roubles(change)}: баланс не может стать отрицательным. Покупатель может потратить ` +
          `${roubles(spendable > 0n ? spendable : 0n)}` +
          (held > 0n ? ` (ещё ${roubles(held)} удерживают неоплаченные платежи).` : "."),
      );
    }
    const after = formatKopecks(isDebit ? balance - change : balance + change);
    await tx.update(users).set({ balance: after }).where(eq(users.id, user.id));
    const staff = { id: actor.id, email: actor.email };
    await recordLedger(tx, {
      provider: "balance",
      providerPaymentId: key,
      userId: user.id,
      event: "adjustment",
      outcome: isDebit ? "balance_debited" : "balance_credited",
      amount: formatKopecks(change),
      currency: "RUB",
      amountRub: formatKopecks(change),
      detail: { reason, staff },
    });
    await recordAudit(tx, actor, {
      action: "user.balance_adjust",
      targetType: "user",
      targetId: user.id,
      before: { balance: user.balance, balance_held: user.balanceHeld },
      after: { balance: after, balance_held: user.balanceHeld, amount, reason },
    });
    return { id: user.id, balance: after, balanceHeld: user.balanceHeld, amount };
  });
}
