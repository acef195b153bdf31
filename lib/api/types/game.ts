// Games and their products, polymorphic by resourcetype.
import type { IsoDate, Money } from "./common";

export const PRODUCT_RESOURCE_TYPES = [
  "PUBGProduct",
  "StandoffProduct",
  "SteamProduct",
  "SupplyProduct",
] as const;
export type ProductResourceType = (typeof PRODUCT_RESOURCE_TYPES)[number];

type ProductBase = {
  id: number;
  title: string;
  price: Money;
  picture: string;
  minQuantity: number;
  maxQuantity: number;
  isActive: boolean;
  discountPrice: Money | null;
  discountPercent: number;
  /** Game detail only: PUBG codes in stock (the most one order may take), null for other kinds. */
  inStock?: number | null;
};

export type PubgProduct = ProductBase & { resourcetype: "PUBGProduct"; amountUc: number };
export type StandoffProduct = ProductBase & { resourcetype: "StandoffProduct"; gold: number };
export type SteamProduct = ProductBase & { resourcetype: "SteamProduct" };
export type SupplyProduct = ProductBase & { resourcetype: "SupplyProduct" };
export type Product = PubgProduct | StandoffProduct | SteamProduct | SupplyProduct;

/** GET /api/products/{id}/ also names the product's game. */
export type ProductDetail = Product & { game: { id: number; title: string; isActive: boolean } };

export const GAME_RESOURCE_TYPES = ["PUBGGame", "StandoffGame", "Steam", "SupplyGame"] as const;
export type GameResourceType = (typeof GAME_RESOURCE_TYPES)[number];

type GameBase = {
  id: number;
  title: string;
  detailTitle: string;
  detailDescription: string;
  logo: string;
  created: IsoDate;
  isAuthRequired: boolean;
  discountPercent: number;
  isActive: boolean;
  productPreviewName: string;
  productPreviewIcon: string;
  tags: string[];
  products: Product[];
};

export type GameServer = { id: number; name: string };

/** GET /api/games/{id}/ also gives the player id's format (a regular expression) and its wording. */
type PlayerIdFormat = { playerIdPattern?: string | null; playerIdHint?: string | null };

export type PubgGame = GameBase & { resourcetype: "PUBGGame" };
export type StandoffGame = GameBase & { resourcetype: "StandoffGame" };
export type SteamGame = GameBase & { resourcetype: "Steam" };
export type SupplyGame = GameBase & {
  resourcetype: "SupplyGame";
  servers: GameServer[];
  isServerNeeded: boolean;
  isServerEnum: boolean;
};
/** GET /api/games/{id}/ */
export type Game = (PubgGame | StandoffGame | SteamGame | SupplyGame) & PlayerIdFormat;

/** GET /api/games/ items: the list uses the generic resourcetype Game, without servers. */
export type GameListItem = GameBase & { resourcetype: "Game" };

export type GamesQuery = {
  limit?: number;
  offset?: number;
  search?: string;
  titleExact?: string;
  titleIcontains?: string;
};
