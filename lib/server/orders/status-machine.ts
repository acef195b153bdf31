// The order status machine of DESIGN.md section 5: created -> waiting_for_payment -> paid -> sending -> sent
// -> done, and failed from any non-final state. A move is one conditional UPDATE (WHERE status = from), so of
// two racing moves only one wins; the loser and every illegal move are refused and logged.
import { and, eq } from "drizzle-orm";
import type { OrderStatusValue } from "@/lib/schemas/orders/order-statuses";
import type { Db } from "../db/client";
import { orderEvents, orders } from "../db/schema";
import { logger } from "../logger";

export const ORDER_TRANSITIONS: Record<OrderStatusValue, readonly OrderStatusValue[]> = {
  created: ["waiting_for_payment", "failed"],
  waiting_for_payment: ["paid", "failed"],
  paid: ["sending", "failed"],
  sending: ["sent", "failed"],
  sent: ["done", "failed"],
  done: [],
  failed: [],
};

export const isFinalStatus = (status: OrderStatusValue) => ORDER_TRANSITIONS[status].length === 0;

export const canTransition = (from: OrderStatusValue, to: OrderStatusValue) =>
  ORDER_TRANSITIONS[from].includes(to);

/** Appends a status to the order's timeline (in the caller's transaction). */
export async function recordOrderEvent(db: Db, orderId: number, status: OrderStatusValue) {
  await db.insert(orderEvents).values({ orderId, status });
}

/**
 * Moves an order from `from` to `to` and writes the event, in one transaction. False (nothing changed) when the
 * move is not allowed, or when the order is not in `from` any more (another request moved it first).
 */
export async function transitionOrder(
  db: Db,
  orderId: number,
  from: OrderStatusValue,
  to: OrderStatusValue,
): Promise<boolean> {
  if (!canTransition(from, to)) {
    logger.warn({ orderId, from, to }, "illegal order status transition refused");
    return false;
  }
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ status: to, updated: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (!moved.length) {
      logger.warn(
        { orderId, from, to },
        "order status transition lost: the order is not in the expected status",
      );
      return false;
    }
    await recordOrderEvent(tx, orderId, to);
    return true;
  });
}
