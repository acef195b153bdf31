// Games: the list (resourcetype Game), one game by id (one of four kinds), and who a player id belongs to.
import * as gameEndpoints from "@/lib/schemas/catalog/game";
import * as playerEndpoints from "@/lib/schemas/catalog/player-lookup";
import { call, type CallInput, type CallResult } from "./call";
import type { CallOptions } from "./default-client";
import type { Paged } from "./types/common";
import type { Game, GameListItem, GamesQuery } from "./types/game";
import { pagedOf, parseGame, parseGameListItem } from "./variants";

export function listGames(query: GamesQuery = {}, options?: CallOptions): Promise<Paged<GameListItem>> {
  return call(gameEndpoints.listGames, { query, parse: pagedOf(parseGameListItem) }, options);
}

export function getGame(params: { id: number }, options?: CallOptions): Promise<Game> {
  return call(gameEndpoints.getGame, { params, parse: parseGame }, options);
}

type PlayerQuery = NonNullable<CallInput<typeof playerEndpoints.lookupPlayer>["query"]>;

/** The player's nickname, null where the provider cannot tell; 404 for no such player. An empty or null server is
 * left out. */
export function lookupPlayer(
  params: { id: number } & Omit<PlayerQuery, "server"> & { server?: PlayerQuery["server"] | null },
  options?: CallOptions,
): Promise<CallResult<typeof playerEndpoints.lookupPlayer>> {
  return call(
    playerEndpoints.lookupPlayer,
    {
      params: { id: params.id },
      query: { userId: params.userId, server: params.server || undefined },
      required: ["userId"],
    },
    options,
  );
}
