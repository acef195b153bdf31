// Inserts a new order atomically: the order (status created, a 128-bit random hash, totals computed
// from the resolved lines), its lines, the first timeline event, and the shopper's active promo code if it fits.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { orderEvents, orderLines, orders } from "../db/schema";
import { applyAccountPromoCode } from "../promo/account-promo-code";
import { lineValues, type ResolvedLine } from "./order-lines-input";
import type { OrderKind } from "./order-resource-type";
import { orderTotals } from "./order-totals";

type OrderInsert = typeof orders.$inferInsert;

export type NewOrder = {
  kind: OrderKind;
  userId: number | null;
  email: string;
  gameId: number | null;
  giftId?: number | null;
  subtotal: bigint;
  lines: ResolvedLine[];
  /** The kind's own columns (account ids, server, Steam amount...). */
  fields?: Omit<OrderInsert, "id" | "hash" | "kind" | "status">;
};

export const newOrderHash = () => randomBytes(16).toString("hex");

/**
 * The order, its lines and its first timeline event in one statement (a data-modifying CTE: atomic on its own, and
 * one round trip to the database where a transaction of three inserts took five). Returns the new order's id.
 */
async function insertOrderRows(db: Db, o: NewOrder): Promise<number> {
  const newOrderId = sql`(select id from new_order)`;
  const order = db
    .insert(orders)
    .values({
      ...o.fields,
      hash: newOrderHash(),
      kind: o.kind,
      status: "created",
      userId: o.userId,
      email: o.email,
      gameId: o.gameId,
      giftId: o.giftId ?? null,
      ...orderTotals(o.subtotal, null),
    })
    .returning({ id: orders.id })
    .getSQL();
  const event = db.insert(orderEvents).values({ orderId: newOrderId, status: "created" }).getSQL();
  const lineRows = o.lines.map((l) => lineValues(newOrderId, l));
  const lines = lineRows.length
    ? [sql`new_lines as (${db.insert(orderLines).values(lineRows).getSQL()})`]
    : [];
  const result = (await db.execute(
    sql`with ${sql.join([sql`new_order as (${order})`, ...lines, sql`new_event as (${event})`], sql`, `)}
        select id from new_order`,
  )) as unknown as { rows: { id: number | string }[] };
  return Number(result.rows[0].id);
}

/**
 * Returns the new order's id. A signed-in shopper's order also takes the account's active promo code when it fits,
 * in the same transaction; a guest has none, so the one statement is the whole write.
 */
export async function createOrder(o: NewOrder): Promise<number> {
  const db = await getDb();
  if (o.userId === null) return insertOrderRows(db, o);
  return db.transaction(async (tx) => {
    const id = await insertOrderRows(tx, o);
    await applyAccountPromoCode(tx, {
      id,
      userId: o.userId,
      gameId: o.gameId,
      giftId: o.giftId ?? null,
      subtotal: o.subtotal,
    });
    return id;
  });
}
