// Calls addressed by a numeric order id must prove access (DESIGN.md section 5): the owner's token, or the
// signed order-access cookie of the browser that created or opened the order. Anything else is a 404, so
// order ids cannot be probed.
import { eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { getDb } from "../../db/client";
import { orders } from "../../db/schema";
import { notFound } from "../../http/api-error";
import type { AuthContext } from "../../http/auth-context";
import { ORDER_ACCESS_COOKIE, readOrderAccessIds } from "./order-access-cookie";

export type OrderRow = typeof orders.$inferSelect;

/** What the caller proved: who they are and which orders their browser may act on. */
export type OrderAccess = { userId: number | null; orderIds: number[] };

export const orderNotFound = () => notFound("Заказ не найден.");

/**
 * Read before any transaction: verifying the cookie may need the stored secret, and PGlite has one connection,
 * so a query outside an open transaction would wait for it forever.
 */
export async function readOrderAccess(req: NextRequest, auth: AuthContext): Promise<OrderAccess> {
  const orderIds = await readOrderAccessIds(req.cookies.get(ORDER_ACCESS_COOKIE)?.value);
  return { userId: auth.user?.id ?? null, orderIds };
}

export const mayAccessOrder = (access: OrderAccess, order: OrderRow) =>
  (access.userId !== null && order.userId === access.userId) || access.orderIds.includes(order.id);

/** The order with this id if the caller may act on it; otherwise 404. */
export async function findAccessibleOrder(
  req: NextRequest,
  auth: AuthContext,
  orderId: number,
): Promise<OrderRow> {
  const access = await readOrderAccess(req, auth);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !mayAccessOrder(access, order)) throw orderNotFound();
  return order;
}
