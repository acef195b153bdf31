// One order with its lines in one query (the order's columns repeat on each line's row), for the reads of a single
// order: its draft (answered by every create and update, and polled by the payment page) and its details. Lists
// read their orders with selectOrderRows and loadOrders (two queries for any number of orders).
import { asc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { games, orderLines, orders, products } from "../../db/schema";
import type { LoadedOrder } from "./load-orders";
import { selectOrderRows } from "./select-order-rows";

/** The game of a line's product (the order's own game is joined as `games`). */
const lineGame = alias(games, "line_game");

export async function loadOneOrder(db: Db, where: SQL): Promise<LoadedOrder | null> {
  const rows = await selectOrderRows(db, { line: orderLines, product: products, kind: lineGame.kind })
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(lineGame, eq(lineGame.id, products.gameId))
    .where(where)
    .orderBy(asc(orderLines.id));
  if (!rows.length) return null;
  const { order, game, gift, promo, serverName } = rows[0];
  const lines = rows.flatMap(({ line, product, kind }) =>
    line && product && kind ? [{ line, product, kind }] : [],
  );
  return { order, game, gift, promo, serverName, lines };
}
