// Calls addressed by a numeric order id must prove access (DESIGN.md section 5): the owner's token, or the
// signed order-access cookie of the browser that created or opened the order. Anything else is a 404, so
// order ids cannot be probed. A call may also carry the order's hash (the capability the order page and its
// e-mails hand out): whoever holds the link may act on that order from any device.
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { getDb } from "../../db/client";
import { orders } from "../../db/schema";
import { notFound } from "../../errors/domain-error";
import type { AuthContext } from "../../http/auth-context";
import { ORDER_ACCESS_COOKIE, readOrderAccessIds } from "./order-access-cookie";

export type OrderRow = typeof orders.$inferSelect;

/**
 * What the caller proved: who they are, which orders their browser may act on, and the hash of the order they
 * hold the link of, if they sent it.
 */
export type OrderAccess = { userId: number | null; orderIds: number[]; orderHash?: string };

export const orderNotFound = () => notFound("Заказ не найден.");

/**
 * Read before any transaction: verifying the cookie may need the stored secret, and PGlite has one connection,
 * so a query outside an open transaction would wait for it forever.
 */
export async function readOrderAccess(req: NextRequest, auth: AuthContext): Promise<OrderAccess> {
  const orderIds = await readOrderAccessIds(req.cookies.get(ORDER_ACCESS_COOKIE)?.value);
  return { userId: auth.user?.id ?? null, orderIds };
}

/** Constant-time: a wrong hash tells nothing about the right one. */
function holdsHash(given: string | undefined, hash: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const mayAccessOrder = (access: OrderAccess, order: OrderRow) =>
  (access.userId !== null && order.userId === access.userId) ||
  access.orderIds.includes(order.id) ||
  holdsHash(access.orderHash, order.hash);

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
