// GET /api/admin/orders/: every order, filtered and sorted in SQL, a page at a time (two queries, no N+1), projected
// as the console lists it (read-model/to-console-list-item.ts).
import { containsPattern } from "@/lib/server/db/like-pattern";
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { adminOrdersQuerySchema } from "@/lib/schemas/admin/orders";
import { getDb, type Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { selectOrderRows } from "../read-model/select-order-rows";
import { toConsoleListItem } from "../read-model/to-console-list-item";

export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function ordersWhere(db: Db, q: AdminOrdersQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.id !== undefined) parts.push(eq(orders.id, q.id));
  if (q.hash) parts.push(eq(orders.hash, q.hash));
  if (q.email) parts.push(ilike(orders.email, containsPattern(q.email)));
  if (q.player_id) {
    parts.push(
      or(
        eq(orders.gameAccountId, q.player_id),
        eq(orders.steamAccountId, q.player_id),
        eq(orders.supplyUserId, q.player_id),
      ),
    );
  }
  if (q.status?.length) parts.push(inArray(orders.status, q.status));
  if (q.kind?.length) parts.push(inArray(orders.kind, q.kind));
  if (q.payment_method) parts.push(eq(orders.paymentMethod, q.payment_method));
  if (q.line_status?.length) {
    parts.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, orders.id), inArray(orderLines.status, q.line_status))),
      ),
    );
  }
  if (q.created_after) parts.push(gte(orders.created, new Date(q.created_after)));
  if (q.created_before) parts.push(lt(orders.created, new Date(q.created_before)));
  return and(...parts);
}

const SORT_COLUMNS = { created: orders.created, id: orders.id, total: orders.total } as const;

function orderBy(ordering: AdminOrdersQuery["ordering"] = "-created"): SQL[] {
  const isDescending = ordering.startsWith("-");
  const column = SORT_COLUMNS[ordering.replace(/^-/, "") as keyof typeof SORT_COLUMNS];
  const direction = isDescending ? desc : asc;
  // The id breaks ties, so that a page never repeats or skips an order of the same time or total.
  return column === orders.id ? [direction(orders.id)] : [direction(column), direction(orders.id)];
}

export async function listAdminOrders(q: AdminOrdersQuery, limit: number, offset: number) {
  const db = await getDb();
  const where = ordersWhere(db, q);
  const [rows, [{ count }]] = await Promise.all([
    selectOrderRows(db)
      .where(where)
      .orderBy(...orderBy(q.ordering))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { count, results: rows.map(toConsoleListItem) };
}
