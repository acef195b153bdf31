// The lines of any number of orders with their products and their game's kind, in one query, in line order:
// everything each projection (draft, details, history, console) shows of a line.
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { games, orderLines, products } from "../../db/schema";

export type OrderReadLine = {
  line: typeof orderLines.$inferSelect;
  product: typeof products.$inferSelect;
  kind: (typeof games.$inferSelect)["kind"];
};

export async function loadOrderLines(db: Db, orderIds: number[]): Promise<Map<number, OrderReadLine[]>> {
  const byOrder = new Map<number, OrderReadLine[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({ line: orderLines, product: products, kind: games.kind })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(games, eq(games.id, products.gameId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  for (const row of rows) byOrder.set(row.line.orderId, [...(byOrder.get(row.line.orderId) ?? []), row]);
  return byOrder;
}
