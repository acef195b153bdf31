// Games and their products, polymorphic by resourcetype, inferred from lib/schemas/catalog.
import type {
  gameDetailSchema,
  gameListItemSchema,
  gameProductSchema,
  gamesQuerySchema,
  productSchema,
  serverSchema,
} from "@/lib/schemas/catalog/game";
import type { productDetailSchema } from "@/lib/schemas/catalog/product";
import type { FromWire, QueryOf } from "../camel-cased-deep";

export {
  gameResourceTypes as GAME_RESOURCE_TYPES,
  productResourceTypes as PRODUCT_RESOURCE_TYPES,
} from "@/lib/schemas/catalog/resource-types";

/** A product as lists and orders give it: amountUc on PUBG products, gold on Standoff ones. */
export type Product = FromWire<typeof productSchema>;
export type ProductResourceType = Product["resourcetype"];
export type PubgProduct = Product & { resourcetype: "PUBGProduct" };
export type StandoffProduct = Product & { resourcetype: "StandoffProduct" };
export type SteamProduct = Product & { resourcetype: "SteamProduct" };
export type SupplyProduct = Product & { resourcetype: "SupplyProduct" };
/** On its game's page a product also says how many PUBG codes are in stock (null for other kinds). */
export type GameProduct = FromWire<typeof gameProductSchema>;

/** GET /api/products/{id}/ also names the product's game. */
export type ProductDetail = FromWire<typeof productDetailSchema>;

export type GameServer = FromWire<typeof serverSchema>;

/** GET /api/games/{id}/: one of four kinds, with the player id's format (a regular expression) and its wording. */
export type Game = FromWire<typeof gameDetailSchema>;
export type GameResourceType = Game["resourcetype"];
export type PubgGame = Extract<Game, { resourcetype: "PUBGGame" }>;
export type StandoffGame = Extract<Game, { resourcetype: "StandoffGame" }>;
export type SteamGame = Extract<Game, { resourcetype: "Steam" }>;
export type SupplyGame = Extract<Game, { resourcetype: "SupplyGame" }>;

/** GET /api/games/ items: the list uses the generic resourcetype Game, without servers. */
export type GameListItem = FromWire<typeof gameListItemSchema>;

export type GamesQuery = QueryOf<typeof gamesQuerySchema>;
