// GET /api/orders/{hash}/details/: the history entry of one order (the profile's serialiser, so both pages show
// the same fields) with its status timeline; a line's codes and keys as soon as that line is completed (the order
// may still be sending its other lines), a gift's key once the order holds it; and, while a paid Standoff order
// waits for the shopper's lot, what to list and at which price.
import { asc, eq } from "drizzle-orm";
import type { OrderStatusValue } from "@/lib/schemas/orders/order-statuses";
import { getDb, type Db } from "../db/client";
import { orderEvents, orders } from "../db/schema";
import { loadOneOrderMoney } from "./order-money-view";
import { selectHistoryRows } from "./select-history-rows";
import { toHistoryEntry } from "./to-history-entry";
import { loadOrderLines } from "./load-order-lines";
import { describeStandoffListing } from "./describe-standoff-listing";
import { getStandoffSettings } from "./kinds/standoff-settings";
import type { OrderHistoryLine } from "./order-history-entry";

const DELIVERED = new Set(["sent", "done"]);
/** Statuses in which the order has been delivering (a gift's key is stored while sending, then it is done). */
const DELIVERING = new Set(["sending", "sent", "done"]);
const LISTING_STATUSES = new Set(["paid", "sending"]);
/** Lines the lot pays for: waiting for the operator, or sent back to the shopper to list the skin again. */
const OPEN_LINES = new Set(["processing", "sending", "incorrect-details"]);

/** A paid Standoff order whose lines still wait for the shopper's lot: the skin and the exact price. */
async function loadStandoffListing(order: typeof orders.$inferSelect, lines: OrderHistoryLine[]) {
  if (order.kind !== "standoff" || !LISTING_STATUSES.has(order.status)) return null;
  const open = lines.filter((l) => OPEN_LINES.has(l.status));
  if (!open.length) return null;
  const gold = open.reduce((sum, l) => sum + (l.product.gold ?? 0) * l.quantity, 0);
  return describeStandoffListing(await getStandoffSettings(), gold, order.surplus);
}

async function loadTimeline(db: Db, order: typeof orders.$inferSelect) {
  const events = await db
    .select({ status: orderEvents.status, created: orderEvents.created })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.id));
  if (events.length) return events.map((e) => ({ status: e.status, created: e.created.toISOString() }));
  // Orders older than the timeline (imported, seeded) show where they started and where they are.
  const timeline: { status: OrderStatusValue; created: string }[] = [
    { status: "created", created: order.created.toISOString() },
  ];
  if (order.status !== "created")
    timeline.push({ status: order.status, created: order.updated.toISOString() });
  return timeline;
}

export async function getOrderDetails(hash: string) {
  const db = await getDb();
  const [row] = await selectHistoryRows(db).where(eq(orders.hash, hash));
  if (!row) return null;
  const isDelivered = DELIVERED.has(row.order.status);
  const lines =
    (
      await loadOrderLines(db, [row.order.id], (_, lineStatus) => isDelivered || lineStatus === "completed")
    ).get(row.order.id) ?? [];
  const order = DELIVERING.has(row.order.status) ? row.order : { ...row.order, giftCode: null };
  const money = await loadOneOrderMoney(db, row.order);
  const entry = toHistoryEntry({ ...row, order }, lines, money);
  return {
    ...entry,
    timeline: await loadTimeline(db, row.order),
    expiredAt: row.order.expiredAt?.toISOString() ?? null,
    // Kept for older clients: the method's charge of a paid order, from the same projection.
    capturedPayment: money.isPaid
      ? (money.charge ?? { amount: "0.00", currency: "RUB", amountRub: "0.00" })
      : null,
    ...(entry.resourcetype === "StandoffOrder"
      ? { standoffListing: await loadStandoffListing(row.order, lines) }
      : {}),
  };
}
