// The shape of one game in the home grid, as the catalogue service returns it.
import type { listGames } from "@/lib/server/catalog/games";

export type GameListItem = Awaited<ReturnType<typeof listGames>>["results"][number];
