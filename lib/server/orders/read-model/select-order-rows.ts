// The order rows every read of an order starts from: the order with its game, gift, promo code and server joined.
// Each caller filters, sorts and pages it its own way; the lines (loadOrderLines) and the status timeline
// (loadOrderTimelines) are loaded for the rows found, and the projections (to-*.ts) shape one answer each.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gameServers, games, gifts, orders, promoCodes } from "../../db/schema";

export function selectOrderRows(db: Db) {
  return db
    .select({ order: orders, game: games, gift: gifts, promo: promoCodes, serverName: gameServers.name })
    .from(orders)
    .leftJoin(games, eq(games.id, orders.gameId))
    .leftJoin(gifts, eq(gifts.id, orders.giftId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .leftJoin(gameServers, eq(gameServers.id, orders.supplyServer));
}

export type OrderReadRow = Awaited<ReturnType<typeof selectOrderRows>>[number];
