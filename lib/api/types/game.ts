// Games and their products, polymorphic by resourcetype, inferred from lib/schemas/catalog.
import type {
  gameDetailSchema,
  gameListItemSchema,
  gameProductSchema,
  gamesQuerySchema,
  productSchema,
} from "@/lib/schemas/catalog/game";
import type { FromWire, QueryOf } from "../camel-cased-deep";

export {
  gameResourceTypes as GAME_RESOURCE_TYPES,
  productResourceTypes as PRODUCT_RESOURCE_TYPES,
} from "@/lib/schemas/catalog/resource-types";

/** A product as lists and orders give it: amountUc on PUBG products, gold on Standoff ones. */
export type Product = FromWire<typeof productSchema>;
/** On its game's page a product also says how many PUBG codes are in stock (null for other kinds). */
export type GameProduct = FromWire<typeof gameProductSchema>;

/** GET /api/games/{id}/: one of four kinds, with the player id's format (a regular expression) and its wording. */
export type Game = FromWire<typeof gameDetailSchema>;
export type PubgGame = Extract<Game, { resourcetype: "PUBGGame" }>;
export type StandoffGame = Extract<Game, { resourcetype: "StandoffGame" }>;
export type SteamGame = Extract<Game, { resourcetype: "Steam" }>;
export type SupplyGame = Extract<Game, { resourcetype: "SupplyGame" }>;

/** GET /api/games/ items: the list uses the generic resourcetype Game, without servers. */
export type GameListItem = FromWire<typeof gameListItemSchema>;

export type GamesQuery = QueryOf<typeof gamesQuerySchema>;
