// Games: the list (resourcetype Game), one game by id (one of four kinds), and who a player id belongs to.
import type * as playerEndpoints from "@/lib/schemas/catalog/player-lookup";
import type { QueryParamsOf, ResponseOf } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";
import type { Paged } from "./types/common";
import type { Game, GameListItem, GamesQuery } from "./types/game";
import { pagedOf, parseGame, parseGameListItem } from "./variants";

export function listGames(query: GamesQuery = {}, options?: CallOptions): Promise<Paged<GameListItem>> {
  return send(options, {
    method: "GET",
    path: "/api/games/",
    operation: "listGames",
    query,
    parse: pagedOf(parseGameListItem),
  });
}

export function getGame(params: { id: number }, options?: CallOptions): Promise<Game> {
  return send(options, {
    method: "GET",
    path: "/api/games/{id}/",
    operation: "getGame",
    pathParams: params,
    parse: parseGame,
  });
}

type PlayerQuery = QueryParamsOf<typeof playerEndpoints.lookupPlayer>;

/** GET /api/games/{id}/player/: the player's nickname, null where the provider cannot tell; 404 for no such player.
 * An empty or null server is left out. */
export function lookupPlayer(
  params: { id: number } & Omit<PlayerQuery, "server"> & { server?: PlayerQuery["server"] | null },
  options?: CallOptions,
): Promise<ResponseOf<typeof playerEndpoints.lookupPlayer>> {
  return send(options, {
    method: "GET",
    path: "/api/games/{id}/player/",
    operation: "lookupPlayer",
    pathParams: { id: params.id },
    query: { userId: params.userId, server: params.server || undefined },
    required: ["userId"],
  });
}
