// Every product with its game, for the console's catalogue page (inactive ones too), in the storefront's order.
import { asc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { games, products } from "../db/schema";

export async function listAdminProducts() {
  const db = await getDb();
  return db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      discountPrice: products.discountPrice,
      minQuantity: products.minQuantity,
      maxQuantity: products.maxQuantity,
      isActive: products.isActive,
      lowStockThreshold: products.lowStockThreshold,
      game: { id: games.id, title: games.title, isActive: games.isActive, kind: games.kind },
    })
    .from(products)
    .innerJoin(games, eq(games.id, products.gameId))
    .orderBy(asc(games.position), asc(games.id), asc(products.position), asc(products.id));
}
