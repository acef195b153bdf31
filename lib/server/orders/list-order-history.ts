// GET /api/orders/ and the profile page: one shopper's orders, newest first, in five queries whatever the page
// size (the orders read: rows, lines; their money: payments, ledger; the count), projected as history entries.
import { and, desc, eq, gt, inArray, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { countOrders } from "./count-orders";
import type { OrderHistoryItem, OrderHistoryStatus } from "./order-history-entry";
import { loadOrderMoney } from "./order-money-view";
import { loadOrders } from "./read-model/load-orders";
import { selectOrderRows } from "./read-model/select-order-rows";
import { toHistoryEntry } from "./read-model/to-history-entry";

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
    selectOrderRows(db)
      .where(where)
      .orderBy(desc(orders.created), desc(orders.id))
      .limit(limit)
      .offset(offset),
    countOrders(db, where),
  ]);
  const [loaded, money] = await Promise.all([
    loadOrders(db, rows),
    loadOrderMoney(
      db,
      rows.map((r) => r.order),
    ),
  ]);
  const results = loaded.map((order) => toHistoryEntry(order, money.get(order.order.id)!));
  return { count, results };
}
