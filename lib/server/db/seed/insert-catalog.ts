// Inserts games, their servers and products; returns rows by seed key for the modules that refer to them.
import { findPlayerIdPatternFault } from "../../../schemas/orders/check-player-id";
import type { Db } from "../db";
import { gameServers, games, products } from "../schema";
import { gameSeeds, serverSeeds, type GameKey } from "./games";
import { discountPercent } from "./money";
import { productSeeds } from "./products";
import { hoursBefore } from "./time";

export type GameRow = typeof games.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export type CatalogRefs = {
  games: Map<GameKey, GameRow>;
  products: Map<string, ProductRow>;
  /** Server ids by "gameKey/server name". */
  servers: Map<string, number>;
};

const productDiscount = (p: { price: string; discountPrice?: string }) =>
  p.discountPrice ? discountPercent(p.price, p.discountPrice) : 0;

/** A pattern that could not be run safely on shoppers' input never reaches the catalogue. */
function assertSafePlayerIdPatterns() {
  for (const seed of gameSeeds) {
    const fault = seed.playerIdPattern ? findPlayerIdPatternFault(seed.playerIdPattern) : undefined;
    if (fault) throw new Error(`seed game ${seed.key}: player_id_pattern refused: ${fault}`);
  }
}

export async function insertCatalog(db: Db, now: Date): Promise<CatalogRefs> {
  assertSafePlayerIdPatterns();
  const gameRows = await db
    .insert(games)
    .values(
      gameSeeds.map(({ key, ageDays, ...game }, index) => ({
        ...game,
        // The badge on a game card advertises its best product discount.
        discountPercent: Math.max(0, ...productSeeds[key].map(productDiscount)),
        position: (index + 1) * 10,
        created: hoursBefore(now, ageDays * 24),
      })),
    )
    .returning();
  const byTitle = new Map(gameRows.map((g) => [g.title, g]));
  const gameMap = new Map(gameSeeds.map((seed) => [seed.key, byTitle.get(seed.title)!]));

  const serverValues = gameSeeds.flatMap((seed) =>
    (serverSeeds[seed.key] ?? []).map((name, i) => ({
      gameId: gameMap.get(seed.key)!.id,
      name,
      position: i + 1,
    })),
  );
  const serverRows = await db.insert(gameServers).values(serverValues).returning();
  const servers = new Map<string, number>();
  for (const seed of gameSeeds) {
    const gameId = gameMap.get(seed.key)!.id;
    for (const row of serverRows) if (row.gameId === gameId) servers.set(`${seed.key}/${row.name}`, row.id);
  }

  const productValues = gameSeeds.flatMap((seed) =>
    productSeeds[seed.key].map((p, i) => ({
      gameId: gameMap.get(seed.key)!.id,
      title: p.title,
      price: p.price,
      discountPrice: p.discountPrice ?? null,
      discountPercent: productDiscount(p),
      picture: p.picture,
      minQuantity: p.minQuantity,
      maxQuantity: p.maxQuantity,
      isActive: p.isActive,
      amountUc: p.amountUc ?? null,
      gold: p.gold ?? null,
      position: (i + 1) * 10,
    })),
  );
  const productRows = await db.insert(products).values(productValues).returning();
  const productMap = new Map<string, ProductRow>();
  for (const seed of gameSeeds) {
    const gameId = gameMap.get(seed.key)!.id;
    for (const p of productSeeds[seed.key]) {
      productMap.set(
        p.key,
        productRows.find((row) => row.gameId === gameId && row.title === p.title)!,
      );
    }
  }
  return { games: gameMap, products: productMap, servers };
}
