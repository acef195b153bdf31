// The parts of creating and changing a game from the console that both do: the per-kind fields refused on a game
// of another kind, the title kept unique (any case; the storefront finds games by exact title), the body turned
// into columns, and the supply channel's server list written as given.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { gameUpdateBodySchema } from "@/lib/schemas/admin/games";
import type { Db } from "../db/client";
import { gameServers, games } from "../db/schema";
import { fieldError, validationError } from "../errors/domain-error";
import type { GameKind } from "./resource-types";
import { writeKindSettings } from "./kind-settings";

export type GameChange = z.output<typeof gameUpdateBodySchema>;

/** Fields that belong to one kind: sending them for a game of another kind is a mistake worth saying. */
const KIND_FIELDS: Record<string, GameKind> = {
  is_server_needed: "supply",
  is_server_enum: "supply",
  servers: "supply",
  standoff_settings: "standoff",
  steam_settings: "steam",
};

export function assertKindFields(kind: GameKind, change: GameChange): void {
  const wrong = Object.entries(KIND_FIELDS).filter(
    ([field, owner]) => change[field as keyof GameChange] !== undefined && owner !== kind,
  );
  if (wrong.length) {
    throw validationError(
      Object.fromEntries(wrong.map(([field]) => [field, ["Это поле не относится к играм этого типа."]])),
    );
  }
}

/** Any-case duplicate titles are refused; an advisory lock makes two creations at once take turns. */
export async function assertUniqueTitle(tx: Db, title: string, exceptId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin.games.title'))`);
  const [clash] = await tx
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        sql`lower(${games.title}) = lower(${title})`,
        exceptId === undefined ? undefined : ne(games.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw fieldError("title", "Игра с таким названием уже существует.");
}

/** The columns a change sets (only the fields it has); an empty pattern or hint means none. */
export function gameColumns(change: GameChange): Partial<typeof games.$inferInsert> {
  const columns: Partial<typeof games.$inferInsert> = {
    title: change.title,
    detailTitle: change.detail_title,
    detailDescription: change.detail_description,
    isAuthRequired: change.is_auth_required,
    isActive: change.is_active,
    productPreviewName: change.product_preview_name,
    productPreviewIcon: change.product_preview_icon,
    tags: change.tags,
    position: change.position,
    playerIdPattern: change.player_id_pattern === undefined ? undefined : change.player_id_pattern || null,
    playerIdHint: change.player_id_hint === undefined ? undefined : change.player_id_hint || null,
    isServerNeeded: change.is_server_needed,
    isServerEnum: change.is_server_enum,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

export async function readServers(tx: Db, gameId: number) {
  return tx
    .select({ id: gameServers.id, name: gameServers.name })
    .from(gameServers)
    .where(eq(gameServers.gameId, gameId))
    .orderBy(asc(gameServers.position), asc(gameServers.id));
}

/**
 * Makes the game's servers the given list, in its order: listed ids keep their id (orders refer to it), new
 * names are added, servers left out are removed. An id of another game is refused.
 */
export async function writeServers(tx: Db, gameId: number, servers: { id?: number; name: string }[]) {
  const existing = new Set((await readServers(tx, gameId)).map((s) => s.id));
  const kept = new Set<number>();
  for (const [position, server] of servers.entries()) {
    if (server.id === undefined) {
      await tx.insert(gameServers).values({ gameId, name: server.name, position });
      continue;
    }
    if (!existing.has(server.id) || kept.has(server.id)) {
      throw fieldError("servers", `Сервер ${server.id} не относится к этой игре.`);
    }
    kept.add(server.id);
    await tx.update(gameServers).set({ name: server.name, position }).where(eq(gameServers.id, server.id));
  }
  for (const id of existing) if (!kept.has(id)) await tx.delete(gameServers).where(eq(gameServers.id, id));
}

/** A game whose server is picked from a list needs a list to pick from. */
async function assertServersUsable(tx: Db, gameId: number) {
  const [game] = await tx
    .select({ needed: games.isServerNeeded, isEnum: games.isServerEnum })
    .from(games)
    .where(eq(games.id, gameId));
  if (game?.needed && game.isEnum && !(await readServers(tx, gameId)).length) {
    throw fieldError("servers", "Добавьте хотя бы один сервер: покупатель выбирает сервер из списка.");
  }
}

/** What a creation and a change write besides the game's row: its servers and its kind's settings. */
export async function writeGameParts(tx: Db, game: { id: number; kind: GameKind }, change: GameChange) {
  if (change.servers) await writeServers(tx, game.id, change.servers);
  if (game.kind === "supply") await assertServersUsable(tx, game.id);
  await writeKindSettings(tx, { standoff: change.standoff_settings, steam: change.steam_settings });
}
