// The servers of a supply-channel game, paged; 404 for a game that does not exist or is of another kind.
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { gameServers, games } from "../../db/schema";
import { notFound } from "../../errors/domain-error";

export async function listSupplyServers(gameId: number, limit: number, offset: number) {
  const db = await getDb();
  const [game] = await db.select({ kind: games.kind }).from(games).where(eq(games.id, gameId));
  if (!game || game.kind !== "supply") throw notFound();
  const where = eq(gameServers.gameId, gameId);
  const [results, [{ count }]] = await Promise.all([
    db
      .select({ id: gameServers.id, name: gameServers.name })
      .from(gameServers)
      .where(where)
      .orderBy(asc(gameServers.position), asc(gameServers.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(gameServers)
      .where(where),
  ]);
  return { count, results };
}
