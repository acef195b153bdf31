// Games: the list (resourcetype Game) and one game by id (one of four kinds).
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
