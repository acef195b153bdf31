// Catalogue reads for games: the list (one query for games, one for their products) and the detail.
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { recordTags, taggedRead } from "@/lib/server/cache/tag-collector";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { countPubgStock } from "../fulfilment/take-pubg-codes";
import { gameServers, games, products } from "../db/schema";
import { readDeliveryTime } from "./delivery-times";
import { titleConditions, type TitleFilters } from "./title-filters";
import { gameResourceType, productResourceType, type GameKind } from "./resource-types";

type GameRow = typeof games.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export type GameFilters = TitleFilters;

function gameWhere(f: GameFilters): SQL | undefined {
  return and(eq(games.isActive, true), ...titleConditions(f, games.title, games.detailTitle));
}

export function toProduct(kind: GameKind, p: ProductRow) {
  return {
    resourcetype: productResourceType[kind],
    id: p.id,
    title: p.title,
    price: p.price,
    picture: p.picture,
    minQuantity: p.minQuantity,
    maxQuantity: p.maxQuantity,
    isActive: p.isActive,
    discountPrice: p.discountPrice,
    discountPercent: p.discountPercent,
    ...(kind === "pubg" ? { amountUc: p.amountUc ?? 0 } : {}),
    ...(kind === "standoff" ? { gold: p.gold ?? 0 } : {}),
  };
}

function toGameBase(g: GameRow, items: ProductRow[]) {
  return {
    id: g.id,
    title: g.title,
    detailTitle: g.detailTitle,
    detailDescription: g.detailDescription,
    logo: g.logo,
    created: g.created.toISOString(),
    isAuthRequired: g.isAuthRequired,
    discountPercent: g.discountPercent,
    isActive: g.isActive,
    productPreviewName: g.productPreviewName,
    productPreviewIcon: g.productPreviewIcon,
    tags: g.tags,
    products: items.map((p) => toProduct(g.kind, p)),
  };
}

/**
 * The active products of these games. Every product of theirs is a tag of the read, switched-off ones too: switching
 * one on (a write that touches only that product) changes the games' product lists.
 */
async function productsOf(gameIds: number[]) {
  if (!gameIds.length) return new Map<number, ProductRow[]>();
  recordTags(gameIds.map(cacheTags.game));
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.gameId, gameIds))
    .orderBy(asc(products.position), asc(products.id));
  recordTags(rows.map((row) => cacheTags.product(row.id)));
  const byGame = new Map<number, ProductRow[]>();
  for (const row of rows.filter((r) => r.isActive))
    byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row]);
  return byGame;
}

async function queryListGames(filters: GameFilters, limit: number, offset: number) {
  const db = await getDb();
  const where = gameWhere(filters);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(games)
      .where(where)
      .orderBy(asc(games.position), asc(games.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(games)
      .where(where),
  ]);
  const byGame = await productsOf(rows.map((g) => g.id));
  const results = rows.map((g) => ({
    resourcetype: "Game" as const,
    ...toGameBase(g, byGame.get(g.id) ?? []),
  }));
  return { count, results };
}

/**
 * A game by id, active or not (an inactive game still has a page that says so), with how fast its orders were
 * delivered lately; null when absent.
 */
async function queryGetGame(id: number) {
  const db = await getDb();
  const [g] = await db.select().from(games).where(eq(games.id, id));
  if (!g) return null;
  const [byGame, deliveryTime] = await Promise.all([
    productsOf([g.id]),
    readDeliveryTime(db, { gameId: g.id }),
  ]);
  const base = {
    resourcetype: gameResourceType[g.kind],
    ...toGameBase(g, byGame.get(g.id) ?? []),
    playerIdPattern: g.playerIdPattern,
    playerIdHint: g.playerIdHint,
    deliveryTime,
  };
  if (g.kind !== "supply") return base;
  const servers = await db
    .select({ id: gameServers.id, name: gameServers.name })
    .from(gameServers)
    .where(eq(gameServers.gameId, g.id))
    .orderBy(asc(gameServers.position), asc(gameServers.id));
  return { ...base, servers, isServerNeeded: g.isServerNeeded, isServerEnum: g.isServerEnum };
}

export const listGames = cached("catalog", queryListGames, () => [cacheTags.games]);
const getCachedGame = cached("catalog", queryGetGame, (_game, id) => [cacheTags.game(id)]);

/**
 * The game detail; its PUBG products carry the codes left in stock (null for other kinds). The stock is counted
 * on every call (one indexed query), outside the cached part: each delivery changes it.
 */
export async function getGame(id: number) {
  const game = await getCachedGame(id);
  if (!game) return null;
  const stock =
    game.resourcetype === "PUBGGame"
      ? await taggedRead(
          game.products.map((p) => cacheTags.stock(p.id)),
          async () =>
            countPubgStock(
              await getDb(),
              game.products.map((p) => p.id),
            ),
        )
      : null;
  return {
    ...game,
    products: game.products.map((p) => ({ ...p, inStock: stock ? (stock.get(p.id) ?? 0) : null })),
  };
}
