// GET /api/orders/{hash}/details/: the history entry of one order (the profile's serialiser, so both pages show
// the same fields) with its status timeline; codes and keys only once the order is sent or done.
import { asc, eq } from "drizzle-orm";
import type { OrderStatusValue } from "@/lib/schemas/orders/order-statuses";
import { getDb, type Db } from "../db/client";
import { gameServers, games, gifts, orderEvents, orders } from "../db/schema";
import { toHistoryEntry } from "./to-history-entry";
import { loadOrderLines } from "./load-order-lines";

const DELIVERED = new Set(["sent", "done"]);

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
  const [row] = await db
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
    .where(eq(orders.hash, hash));
  if (!row) return null;
  const isDelivered = DELIVERED.has(row.order.status);
  const lines = (await loadOrderLines(db, [row.order.id], () => isDelivered)).get(row.order.id) ?? [];
  const order = isDelivered ? row.order : { ...row.order, giftCode: null };
  const entry = toHistoryEntry({ ...row, order }, lines);
  return {
    ...entry,
    timeline: await loadTimeline(db, row.order),
    expiredAt: row.order.expiredAt?.toISOString() ?? null,
  };
}
