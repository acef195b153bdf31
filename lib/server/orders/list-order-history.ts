// GET /api/orders/ and the profile page: one shopper's orders, newest first, in three queries whatever the
// page size (orders with game, gift and server joined; their lines with products; the count).
import { and, desc, eq, gt, inArray, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { countOrders } from "./count-orders";
import { selectHistoryRows } from "./select-history-rows";
import type { OrderHistoryItem, OrderHistoryStatus } from "./order-history-entry";
import { toHistoryEntry } from "./to-history-entry";
import { loadOrderLines } from "./load-order-lines";
import { loadOrderMoney } from "./order-money-view";

export type OrderHistoryFilters = { statuses?: OrderHistoryStatus[]; createdAfter?: Date };

function historyWhere(userId: number, f: OrderHistoryFilters): SQL | undefined {
  const parts: SQL[] = [eq(orders.userId, userId)];
  if (f.statuses?.length) parts.push(inArray(orders.status, f.statuses));
  if (f.createdAfter) parts.push(gt(orders.created, f.createdAfter));
  return and(...parts);
}

export async function listOrderHistory(
  userId: number,
  filters: OrderHistoryFilters,
  limit: number,
  offset: number,
): Promise<{ count: number; results: OrderHistoryItem[] }> {
  const db = await getDb();
  const where = historyWhere(userId, filters);
  const [rows, count] = await Promise.all([
    selectHistoryRows(db)
      .where(where)
      .orderBy(desc(orders.created), desc(orders.id))
      .limit(limit)
      .offset(offset),
    countOrders(db, where),
  ]);
  const [lines, money] = await Promise.all([
    loadOrderLines(
      db,
      rows.map((r) => r.order.id),
    ),
    loadOrderMoney(
      db,
      rows.map((r) => r.order),
    ),
  ]);
  const results = rows.map((row) =>
    toHistoryEntry(row, lines.get(row.order.id) ?? [], money.get(row.order.id)!),
  );
  return { count, results };
}
