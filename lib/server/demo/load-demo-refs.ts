// The seeded rows the demo orders name by seed key (game, product, server, gift, shopper), found by the titles and
// e-mails the catalogue seed gave them. A key the catalogue does not hold is a mistake in the seed lists: it throws.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { gameServers, games, gifts, products, users } from "../db/schema";
import { gameSeeds, type GameKey } from "../db/seed/games";
import { giftSeeds } from "../db/seed/gifts";
import { productSeeds } from "../db/seed/products";
import { userSeeds } from "../db/seed/users";

export type DemoRefs = {
  product: (game: GameKey, key: string) => number;
  server: (game: GameKey, name: string) => number;
  gift: (key: string) => number;
  user: (key: string) => { id: number; email: string };
};

function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo orders: unknown ${what} ${String(key)}`);
  return value;
}

/** Null when the database does not hold the demo catalogue (the demo shopper is missing). */
export async function loadDemoRefs(db: Db): Promise<DemoRefs | null> {
  const demo = userSeeds[0];
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
  if (!found) return null;

  const gameByTitle = new Map((await db.select().from(games)).map((g) => [g.title, g.id]));
  const gameId = (key: GameKey) =>
    lookup(gameByTitle, lookup(new Map(gameSeeds.map((g) => [g.key, g.title])), key, "game"), "game");
  const productRows = await db.select().from(products);
  const serverRows = await db.select().from(gameServers);
  const giftByTitle = new Map((await db.select().from(gifts)).map((g) => [g.title, g.id]));
  const userByEmail = new Map((await db.select().from(users)).map((u) => [u.email, u]));

  return {
    product(game, key) {
      const title = lookup(new Map(productSeeds[game].map((p) => [p.key, p.title])), key, "product");
      const row = productRows.find((p) => p.gameId === gameId(game) && p.title === title);
      return lookup(new Map(row ? [[key, row.id]] : []), key, "product");
    },
    server(game, name) {
      const row = serverRows.find((s) => s.gameId === gameId(game) && s.name === name);
      return lookup(new Map(row ? [[name, row.id]] : []), name, "server");
    },
    gift(key) {
      const title = lookup(new Map(giftSeeds.map((g) => [g.key, g.title])), key, "gift");
      return lookup(giftByTitle, title, "gift");
    },
    user(key) {
      const email = lookup(new Map(userSeeds.map((u) => [u.key, u.email])), key, "shopper");
      const row = lookup(userByEmail, email, "shopper");
      return { id: row.id, email: row.email };
    },
  };
}
