// The order rows every read of an order starts from: the order with its game, gift, promo code and server joined.
// Each caller filters, sorts and pages it its own way; the lines (loadOrderLines, or joined by loadOneOrder with
// `extra` columns) and the status timeline (loadOrderTimelines) are loaded for the rows found, and the projections
// (to-*.ts) shape one answer each.
import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { gameServers, games, gifts, orders, promoCodes } from "../../db/schema";

const orderColumns = {
  order: orders,
  game: games,
  gift: gifts,
  promo: promoCodes,
  serverName: gameServers.name,
};

export function selectOrderRows<Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({ ...orderColumns, ...(extra as Extra) })
    .from(orders)
    .leftJoin(games, eq(games.id, orders.gameId))
    .leftJoin(gifts, eq(gifts.id, orders.giftId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .leftJoin(gameServers, eq(gameServers.id, orders.supplyServer));
}

export type OrderReadRow = {
  order: typeof orders.$inferSelect;
  game: typeof games.$inferSelect | null;
  gift: typeof gifts.$inferSelect | null;
  promo: typeof promoCodes.$inferSelect | null;
  serverName: string | null;
};
