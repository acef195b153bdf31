// Bodies and answers of the per-kind order calls (PUBG, Rokky, Standoff, Steam, supply channel), inferred from
// lib/schemas/orders.
import type { createPubgOrder } from "@/lib/schemas/orders/pubg";
import type { createRokkyOrder } from "@/lib/schemas/orders/rokky";
import type {
  createStandoffOrder,
  getStandoffLastOrderData,
  getStandoffSettings,
  uploadStandoffAvatar,
} from "@/lib/schemas/orders/standoff";
import type { createSteamOrder, getSteamLastOrderData } from "@/lib/schemas/orders/steam";
import type {
  createSupplyOrder,
  getSupplyLastOrderData,
  listSupplyServers,
} from "@/lib/schemas/orders/supply-channel";
import type { BodyOf, ResponseOf } from "../camel-cased-deep";

export type PubgOrderCreate = BodyOf<typeof createPubgOrder>;
/** A line of a new order: only products with a non-zero quantity are sent. */
export type NewOrderProduct = PubgOrderCreate["products"][number];

export type RokkyOrderCreate = BodyOf<typeof createRokkyOrder>;
/** surplus: a decimal 0.00-0.99, as a number or a string. */
export type StandoffOrderCreate = BodyOf<typeof createStandoffOrder>;
/** Multipart: the avatar picture, or the id of an earlier order whose avatar is reused. */
export type StandoffAvatarUpload = { id: number } & Omit<
  BodyOf<typeof uploadStandoffAvatar>,
  "gameAvatar"
> & {
    gameAvatar?: Blob;
  };
export type SteamOrderCreate = BodyOf<typeof createSteamOrder>;
export type SupplyOrderCreate = BodyOf<typeof createSupplyOrder>;

export type StandoffSettings = ResponseOf<typeof getStandoffSettings>;

/** Fields of the last Standoff order; `id` can be sent as history_order_id to reuse its avatar. */
export type StandoffLastOrderData = ResponseOf<typeof getStandoffLastOrderData>;
export type SteamLastOrderData = ResponseOf<typeof getSteamLastOrderData>;
export type SupplyLastOrderData = ResponseOf<typeof getSupplyLastOrderData>;

/** GET /api/orders/supply_channel/servers/{game_id}/ items. */
export type SupplyServer = ResponseOf<typeof listSupplyServers>["results"][number];
