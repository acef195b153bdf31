// Products on their own: the list of products of active games and a product detail naming its game.
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { games, products } from "../db/schema";
import { toProduct } from "./games";

async function queryListProducts(limit: number, offset: number) {
  const db = await getDb();
  const where = eq(games.isActive, true);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ product: products, kind: games.kind })
      .from(products)
      .innerJoin(games, eq(games.id, products.gameId))
      .where(where)
      .orderBy(asc(games.position), asc(games.id), asc(products.position), asc(products.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(games, eq(games.id, products.gameId))
      .where(where),
  ]);
  return { count, results: rows.map(({ product, kind }) => toProduct(kind, product)) };
}

/** A product by id, whatever the state of its game; null when absent. */
async function queryGetProduct(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      product: products,
      game: { id: games.id, title: games.title, isActive: games.isActive, kind: games.kind },
    })
    .from(products)
    .innerJoin(games, eq(games.id, products.gameId))
    .where(eq(products.id, id));
  if (!row) return null;
  const { kind, ...game } = row.game;
  return { ...toProduct(kind, row.product), game };
}

/** The list depends on its products and on their games being active (a game switched on or off touches `products`). */
export const listProducts = cached("catalog", queryListProducts, (page) => [
  cacheTags.products,
  ...page.results.map((p) => cacheTags.product(p.id)),
]);
export const getProduct = cached("catalog", queryGetProduct, (product, id) => [
  cacheTags.product(id),
  ...(product ? [cacheTags.game(product.game.id)] : []),
]);
