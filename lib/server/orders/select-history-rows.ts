// The rows a history entry is made from (toHistoryEntry): the order with its game, gift and server joined.
// Shared by the order history (many orders) and the order details (one), which filter it their own way.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { gameServers, games, gifts, orders } from "../db/schema";

export function selectHistoryRows(db: Db) {
  return db
    .select({
      order: orders,
      game: { id: games.id, title: games.title, logo: games.logo, isActive: games.isActive },
      gift: { id: gifts.id, title: gifts.title, logo: gifts.logo },
      serverName: gameServers.name,
    })
    .from(orders)
    .leftJoin(games, eq(games.id, orders.gameId))
    .leftJoin(gifts, eq(gifts.id, orders.giftId))
    .leftJoin(gameServers, eq(gameServers.id, orders.supplyServer));
}
