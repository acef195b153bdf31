// The statuses any number of orders entered (order_events, written with each move), in one query, oldest first.
import { asc, inArray } from "drizzle-orm";
import type { OrderStatusValue } from "@/lib/schemas/orders/order-statuses";
import type { Db } from "../../db/client";
import { orderEvents } from "../../db/schema";

export type TimelineEntry = { status: OrderStatusValue; created: string };

export async function loadOrderTimelines(db: Db, orderIds: number[]): Promise<Map<number, TimelineEntry[]>> {
  const byOrder = new Map<number, TimelineEntry[]>();
  if (!orderIds.length) return byOrder;
  const events = await db
    .select({ orderId: orderEvents.orderId, status: orderEvents.status, created: orderEvents.created })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
  for (const { orderId, status, created } of events) {
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), { status, created: created.toISOString() }]);
  }
  return byOrder;
}
