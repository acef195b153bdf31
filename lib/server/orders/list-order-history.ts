// GET /api/orders/ and the profile page: one shopper's orders, newest first, in three queries whatever the
// page size (orders with game, gift and server joined; their lines with products; the count).
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { gameServers, games, gifts, orderLines, orders, products } from "../db/schema";
import { productResourceType } from "../catalog/resource-types";
import type { OrderHistoryItem, OrderHistoryLine, OrderHistoryStatus } from "./order-history-entry";
import { toHistoryEntry } from "./to-history-entry";

export type OrderHistoryFilters = { statuses?: OrderHistoryStatus[]; createdAfter?: Date };

function historyWhere(userId: number, f: OrderHistoryFilters): SQL | undefined {
  const parts: SQL[] = [eq(orders.userId, userId)];
  if (f.statuses?.length) parts.push(inArray(orders.status, f.statuses));
  if (f.createdAfter) parts.push(gt(orders.created, f.createdAfter));
  return and(...parts);
}

async function listLines(orderIds: number[]): Promise<Map<number, OrderHistoryLine[]>> {
  const byOrder = new Map<number, OrderHistoryLine[]>();
  if (!orderIds.length) return byOrder;
  const db = await getDb();
  const rows = await db
    .select({ line: orderLines, product: products, kind: games.kind })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(games, eq(games.id, products.gameId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  for (const { line, product, kind } of rows) {
    const isPubg = kind === "pubg";
    const entry: OrderHistoryLine = {
      id: line.id,
      quantity: line.quantity,
      price: line.price,
      status: line.status,
      product: {
        resourcetype: productResourceType[kind],
        id: product.id,
        title: product.title,
        picture: product.picture,
        price: product.price,
        ...(isPubg ? { amountUc: product.amountUc ?? 0 } : {}),
        ...(kind === "standoff" ? { gold: product.gold ?? 0 } : {}),
      },
      // A PUBG line is delivered as a redeem code worth the line's UC.
      ...(isPubg
        ? { codes: line.code ? [{ code: line.code, amountUc: line.amountUc ?? product.amountUc ?? 0 }] : [] }
        : {}),
    };
    const list = byOrder.get(line.orderId) ?? [];
    list.push(entry);
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}

export async function listOrderHistory(
  userId: number,
  filters: OrderHistoryFilters,
  limit: number,
  offset: number,
): Promise<{ count: number; results: OrderHistoryItem[] }> {
  const db = await getDb();
  const where = historyWhere(userId, filters);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({
        order: orders,
        game: { id: games.id, title: games.title, logo: games.logo, isActive: games.isActive },
        gift: { id: gifts.id, title: gifts.title, logo: gifts.logo },
        serverName: gameServers.name,
      })
      .from(orders)
      .leftJoin(games, eq(games.id, orders.gameId))
      .leftJoin(gifts, eq(gifts.id, orders.giftId))
      .leftJoin(gameServers, eq(gameServers.id, orders.supplyServer))
      .where(where)
      .orderBy(desc(orders.created), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const lines = await listLines(rows.map((r) => r.order.id));
  const results = rows.map((row) => toHistoryEntry(row, lines.get(row.order.id) ?? []));
  return { count, results };
}
