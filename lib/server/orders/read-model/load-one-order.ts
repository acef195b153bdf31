// One order with its lines in one query (the order's columns repeat on each line's row), for the reads of a single
// order: its draft (answered by every create and update, and polled by the payment page) and its details. Lists
// read their orders with selectOrderRows and loadOrders (two queries for any number of orders).
// The query is a prepared statement per database handle: its SQL (every column of the order, its game, gift, promo
// code, lines and products) is built once and, on PostgreSQL, parsed and planned once per connection, where building
// and sending it took more of an order's creation than the order's own insert.
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { preparedPerHandle } from "../../db/prepared-per-handle";
import { games, orderLines, orders, products } from "../../db/schema";
import type { LoadedOrder } from "./load-orders";
import { selectOrderRows } from "./select-order-rows";

/** The game of a line's product (the order's own game is joined as `games`). */
const lineGame = alias(games, "line_game");

const statementsOf = preparedPerHandle((db) => {
  const rows = () =>
    selectOrderRows(db, { line: orderLines, product: products, kind: lineGame.kind })
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .leftJoin(products, eq(products.id, orderLines.productId))
      .leftJoin(lineGame, eq(lineGame.id, products.gameId));
  return {
    id: rows()
      .where(eq(orders.id, sql.placeholder("id")))
      .orderBy(asc(orderLines.id))
      .prepare("load_one_order_by_id"),
    hash: rows()
      .where(eq(orders.hash, sql.placeholder("hash")))
      .orderBy(asc(orderLines.id))
      .prepare("load_one_order_by_hash"),
  };
});

export async function loadOneOrder(
  db: Db,
  by: { id: number } | { hash: string },
): Promise<LoadedOrder | null> {
  const statements = statementsOf(db);
  const rows = await ("id" in by
    ? statements.id.execute({ id: by.id })
    : statements.hash.execute({ hash: by.hash }));
  if (!rows.length) return null;
  const { order, game, gift, promo, serverName } = rows[0];
  const lines = rows.flatMap(({ line, product, kind }) =>
    line && product && kind ? [{ line, product, kind }] : [],
  );
  return { order, game, gift, promo, serverName, lines };
}
