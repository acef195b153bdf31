// The cashback a gift advertised is paid when its order is done: credited to the buyer's balance and written to
// the payment ledger with the order as its reason, in the transaction that moves the order to done. That move is
// one conditional UPDATE, so an order reaches done once and its cashback is credited once however often the
// settlement runs. A guest has no balance: the gift page says so before paying, and nothing is credited.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { toKopecks } from "@/lib/money/kopecks";
import { recordLedger } from "../payments/record-ledger";

type CashbackOrder = { id: number; userId: number | null; cashback: string };

/** Credits the cashback of orders that have just reached done (in the caller's transaction). */
export async function creditCashback(tx: Db, done: readonly CashbackOrder[]): Promise<void> {
  for (const order of done) {
    if (order.userId === null || toKopecks(order.cashback) <= 0n) continue;
    await tx
      .update(users)
      .set({ balance: sql`${users.balance} + ${order.cashback}::numeric` })
      .where(eq(users.id, order.userId));
    await recordLedger(tx, {
      provider: "balance",
      providerPaymentId: `cashback-order-${order.id}`,
      orderId: order.id,
      userId: order.userId,
      event: "cashback",
      outcome: "balance_credited",
      amountRub: order.cashback,
      currency: "RUB",
    });
  }
}
