// GET /api/admin/games/: every game, active or not, in the storefront's order, found by part of the title and kind;
// the total comes with the page (a window count), so a page is one query plus the games' details.
import { and, asc, eq, ilike, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { games } from "../db/schema";
import type { GameKind } from "./resource-types";
import { toAdminGames } from "./admin-game-row";
import { containsPattern } from "@/lib/server/db/like-pattern";

export async function listAdminGames(
  filters: { search?: string; kind?: GameKind },
  limit: number,
  offset: number,
) {
  const db = await getDb();
  const found = await db
    .select({ game: games, total: sql<number>`count(*) over ()::int` })
    .from(games)
    .where(
      and(
        filters.search ? ilike(games.title, containsPattern(filters.search)) : undefined,
        filters.kind ? eq(games.kind, filters.kind) : undefined,
      ),
    )
    .orderBy(asc(games.position), asc(games.id))
    .limit(limit)
    .offset(offset);
  // A page past the end has no rows to carry the total: the caller answers it as DRF does (404).
  const count = found.length ? Number(found[0].total) : offset;
  return { count, results: await toAdminGames(found.map((r) => r.game)) };
}
