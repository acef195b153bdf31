// The order status machine of DESIGN.md section 5: created -> waiting_for_payment -> paid -> sending -> sent
// -> done, and failed from any non-final state. A move is one conditional UPDATE (WHERE status = from), so of
// two racing moves only one wins; the loser and every illegal move are refused and logged.
import { inArray, sql } from "drizzle-orm";
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

/**
 * Moves the orders of `ids` that are in `from` to `to` and writes one event each, in one statement (a
 * data-modifying CTE: atomic on its own, no savepoint inside the caller's transaction). Answers the ids that moved;
 * an order no longer in `from` (another request moved it first) is left as it is. An illegal move moves nothing.
 */
export async function transitionOrders(
  db: Db,
  ids: readonly number[],
  from: OrderStatusValue,
  to: OrderStatusValue,
): Promise<number[]> {
  if (!canTransition(from, to)) {
    logger.warn({ orderIds: ids, from, to }, "illegal order status transition refused");
    return [];
  }
  if (!ids.length) return [];
  const result = (await db.execute(sql`
    with moved as (
      update ${orders} set status = ${to}::order_status, updated = now()
       where ${inArray(orders.id, [...ids])} and ${orders.status} = ${from}::order_status
      returning id
    )
    insert into ${orderEvents} (order_id, status)
    select id, ${to}::order_status from moved
    returning order_id
  `)) as unknown as { rows: { order_id: number | string }[] };
  const moved = result.rows.map((r) => Number(r.order_id));
  if (moved.length < ids.length) {
    const lost = ids.filter((id) => !moved.includes(id));
    logger.warn(
      { orderIds: lost, from, to },
      "order status transition lost: the order is not in the expected status",
    );
  }
  return moved;
}

/** One order's move (see transitionOrders): false when it is not allowed or the order is not in `from` any more. */
export async function transitionOrder(
  db: Db,
  orderId: number,
  from: OrderStatusValue,
  to: OrderStatusValue,
): Promise<boolean> {
  return (await transitionOrders(db, [orderId], from, to)).length === 1;
}
