// Bodies and answers of the per-kind order calls (PUBG, Rokky, Standoff, Steam, supply channel).
import type { Money } from "./common";

/** A line of a new order: only products with a non-zero quantity are sent. */
export type NewOrderProduct = { productId: number; quantity: number };
/** A line of an order update: the order line id and its new quantity. */
export type OrderProductUpdate = { id: number; quantity: number };

export type PubgOrderCreate = { products: NewOrderProduct[]; email?: string };
export type RokkyOrderCreate = { gift: number; email?: string };
export type StandoffOrderCreate = {
  products: NewOrderProduct[];
  email?: string;
  gameAccountId: string;
  /** Decimal string 0.00-0.23. */
  surplus?: string | number;
};
/** Multipart: the avatar picture, or the id of an earlier order whose avatar is reused. */
export type StandoffAvatarUpload = { id: number; gameAvatar?: Blob; historyOrderId?: number };
export type SteamOrderCreate = { amount: Money | number; steamAccountId: string; email?: string };
export type SupplyOrderCreate = {
  products: NewOrderProduct[];
  email?: string;
  supplyChannelUserId: string;
  supplyChannelServer?: number | null;
  supplyChannelServerCustomId?: string | null;
};

export type StandoffSettings = {
  needRefund: boolean;
  isSurplusEnabled: boolean;
  skinName: string;
  skinPicture: string;
  marketFee: string;
};
export type SteamSettings = { id: number; commission: string };

/** Fields of the last Standoff order; `id` can be sent as history_order_id to reuse its avatar. */
export type StandoffLastOrderData = {
  id: number | null;
  gameAccountId: string | null;
  gameAvatar: string | null;
  email: string | null;
};
export type SteamLastOrderData = { id: number | null; steamAccountId: string | null; email: string | null };
export type SupplyLastOrderData = {
  id: number | null;
  moogoldUserId: string | null;
  moogoldServer: number | null;
  moogoldServerCustomId: string | null;
  email: string | null;
};

/** GET /api/orders/supply_channel/servers/{game_id}/ items: id plus other fields. */
export type SupplyServer = { id: number; name?: string; [field: string]: unknown };
