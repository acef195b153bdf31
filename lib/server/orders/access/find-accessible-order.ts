// Calls addressed by a numeric order id must prove access (DESIGN.md section 5): the owner's token, or the
// signed order-access cookie of the browser that created or opened the order. Anything else is a 404, so
// order ids cannot be probed. A call may also carry the order's hash (the capability the order page and its
// e-mails hand out): whoever holds the link may act on that order from any device.
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
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
 * The access of a caller holding the order-access cookie's value `cookie`. Read before any transaction: verifying
 * the cookie may need the stored secret, and PGlite has one connection, so a query outside an open transaction
 * would wait for it forever.
 */
export async function orderAccessOf(auth: AuthContext, cookie: string | undefined): Promise<OrderAccess> {
  return { userId: auth.user?.id ?? null, orderIds: await readOrderAccessIds(cookie) };
}

/** A request's cookies, as the payment code still hands them in. */
type CookieSource = { cookies: { get(name: string): { value: string } | undefined } };

/** The order access the request proves: the caller's account, the browser's signed cookie, an order hash. */
export const readOrderAccess = (req: CookieSource, auth: AuthContext) =>
  orderAccessOf(auth, req.cookies.get(ORDER_ACCESS_COOKIE)?.value);

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
export async function findOrderFor(access: OrderAccess, orderId: number): Promise<OrderRow> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !mayAccessOrder(access, order)) throw orderNotFound();
  return order;
}
