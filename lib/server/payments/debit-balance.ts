// The balance debit of a confirmed payment: one conditional UPDATE, so concurrent confirmations can never
// take the balance below zero (the loser's WHERE no longer matches).
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export async function debitBalance(db: Db, userId: number, amount: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ balance: sql`${users.balance} - ${amount}::numeric` })
    .where(and(eq(users.id, userId), gte(users.balance, amount)))
    .returning({ id: users.id });
  return rows.length === 1;
}
