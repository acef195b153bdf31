// The movements of one shopper's balance, read from the append-only payment ledger (the one record of every
// money movement): a payment's balance share debited, a refund or a captured payment credited, a gift's cashback,
// and staff adjustments from the console (credited or debited, with the reason kept in the ledger's detail).
// Holds and releases are left out: they reserve part of the balance for a pending payment without moving it.
import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { orders, paymentLedger } from "../db/schema";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";

export type BalanceMovement = {
  id: number;
  created: Date;
  kind: "payment" | "refund" | "cashback" | "credit" | "adjustment";
  amount: string;
  orderId: number | null;
  /** The order's page address (/orders/{hash}/details), for a link. */
  orderHash: string | null;
};

const KIND_BY_EVENT: Record<string, BalanceMovement["kind"]> = {
  debit: "payment",
  refund: "refund",
  cashback: "cashback",
  credit: "credit",
  adjustment: "adjustment",
};

const l = paymentLedger;

function movementsOf(userId: number): SQL | undefined {
  return and(
    eq(l.userId, userId),
    sql`${l.amountRub} is not null and ${l.amountRub} <> 0`,
    or(
      and(eq(l.event, "debit"), eq(l.outcome, "applied")),
      and(sql`${l.event} in ('refund', 'cashback', 'credit')`, eq(l.outcome, "balance_credited")),
      and(eq(l.event, "adjustment"), sql`${l.outcome} in ('balance_credited', 'balance_debited')`),
    ),
  );
}

export async function listBalanceMovements(
  userId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; results: BalanceMovement[] }> {
  const db = await getDb();
  const where = movementsOf(userId);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({
        id: l.id,
        created: l.created,
        event: l.event,
        outcome: l.outcome,
        amount: l.amountRub,
        orderId: l.orderId,
        orderHash: orders.hash,
      })
      .from(l)
      .leftJoin(orders, eq(orders.id, l.orderId))
      .where(where)
      .orderBy(desc(l.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(l)
      .where(where),
  ]);
  const results = rows.map((r) => {
    const kind = KIND_BY_EVENT[r.event];
    const amount = toKopecks(r.amount ?? "0");
    // The ledger keeps amounts unsigned: the event (a payment) or the outcome (a staff debit) says the direction.
    const isDebit = kind === "payment" || r.outcome === "balance_debited";
    return {
      id: r.id,
      created: r.created,
      kind,
      // Signed on the wire: a payment or a staff debit took roubles off the balance.
      amount: `${isDebit ? "-" : ""}${formatKopecks(amount)}`,
      orderId: r.orderId,
      orderHash: r.orderHash,
    };
  });
  return { count, results };
}
