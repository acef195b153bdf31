// A game as the console's API shows it: the row, its servers (supply channel), how many products it has and the
// settings of its kind. Read after any write has committed (the kind settings are read through their own calls).
import { asc, count, eq, inArray } from "drizzle-orm";
import humps from "humps";
import { getDb } from "../db/client";
import { gameServers, games, products } from "../db/schema";
import { notFound } from "../errors/domain-error";
import { readKindSettings } from "./kind-settings";

type GameRow = typeof games.$inferSelect;

/** The row's own fields (camelCase, as the API names them once snake_cased) with its date as text. */
const gameFields = (g: GameRow) => ({ ...g, created: g.created.toISOString() });

/** The game as the audit log keeps it: its fields snake_case, as the API shows them, with its servers. */
export const gameSnapshot = (g: GameRow, servers: { id: number; name: string }[]) =>
  humps.decamelizeKeys({ ...gameFields(g), ...(g.kind === "supply" ? { servers } : {}) });

/** The console's view of several games, in the order given. */
export async function toAdminGames(rows: GameRow[]) {
  const ids = rows.map((g) => g.id);
  if (!ids.length) return [];
  const db = await getDb();
  const [serverRows, counts] = await Promise.all([
    db
      .select()
      .from(gameServers)
      .where(inArray(gameServers.gameId, ids))
      .orderBy(asc(gameServers.position), asc(gameServers.id)),
    db
      .select({ gameId: products.gameId, n: count() })
      .from(products)
      .where(inArray(products.gameId, ids))
      .groupBy(products.gameId),
  ]);
  const kinds = [...new Set(rows.map((g) => g.kind))];
  const settingsOf = new Map(
    await Promise.all(kinds.map(async (k) => [k, await readKindSettings(k)] as const)),
  );
  return rows.map((g) => {
    const kindSettings = settingsOf.get(g.kind)!;
    return {
      ...gameFields(g),
      productsCount: Number(counts.find((c) => c.gameId === g.id)?.n ?? 0),
      servers: serverRows.filter((s) => s.gameId === g.id).map((s) => ({ id: s.id, name: s.name })),
      standoffSettings: kindSettings.standoff,
      steamSettings: kindSettings.steam,
    };
  });
}

export type AdminGame = Awaited<ReturnType<typeof toAdminGames>>[number];

/** One game for the console; 404 when there is none. */
export async function getAdminGame(id: number): Promise<AdminGame> {
  const db = await getDb();
  const [row] = await db.select().from(games).where(eq(games.id, id));
  if (!row) throw notFound("Игра не найдена.");
  return (await toAdminGames([row]))[0];
}
