// The total beside one page of an order list (the shopper's history, the live feed): how many orders match.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";

export async function countOrders(db: Db, where: SQL | undefined): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return count;
}
