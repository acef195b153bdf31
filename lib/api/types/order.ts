// Orders: statuses, lines, drafts, history entries (polymorphic by resourcetype) and the live feed.
import type { IsoDate, Money } from "./common";
import type { Product } from "./game";
import type { Gift } from "./gift";

export const ORDER_STATUSES = [
  "created",
  "waiting_for_payment",
  "paid",
  "sent",
  "done",
  "failed",
  "sending",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_LINE_STATUSES = [
  "completed",
  "refunded",
  "processing",
  "incorrect-details",
  "sending",
] as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];

export const ORDER_RESOURCE_TYPES = [
  "MooGoldOrder",
  "PUBGOrder",
  "RokkyOrder",
  "StandoffOrder",
  "SteamOrder",
] as const;
export type OrderResourceType = (typeof ORDER_RESOURCE_TYPES)[number];

/** The game an order belongs to, as orders embed it. */
export type OrderGame = { id: number; title: string; logo: string; isActive: boolean; resourcetype?: string };

export type OrderLine = { id: number; quantity: number; product: Product; status?: OrderLineStatus | null };
export type PubgCode = { code: string; amountUc: number };

/** The product of a history line: enough to show it (the catalogue price; the line has the price paid). */
export type OrderHistoryProduct = {
  resourcetype: Product["resourcetype"];
  id: number;
  title: string;
  picture: string;
  price: Money;
  amountUc?: number;
  gold?: number;
};

/** A key or code delivered for a line or a gift, with its activation instructions when the provider gives them. */
export type DeliveredKey = { code: string; amountUc?: number; instructions?: string };

/** The delivery_details/update/ body field a provider refused: a value, so it keeps the wire's spelling. */
export type DeliveryDetailsField =
  "moogold_user_id" | "moogold_server" | "moogold_server_custom_id" | "steam_account_id" | "game_account_id";

/** What the order page says about a line's delivery (the wire's field name values stay snake_case). */
export type LineDelivery = {
  /** Keys and codes other than PUBG's (those are the line's `codes`). */
  items: DeliveredKey[];
  /** The provider's words about a completed top-up. */
  detail: string | null;
  incorrectDetails: { message: string; field: DeliveryDetailsField | null } | null;
  refund: {
    amount: Money;
    destination: "balance" | "card";
    isPending: boolean;
    reason: string | null;
  } | null;
};

export type OrderHistoryLine = {
  id: number;
  quantity: number;
  /** Unit price paid. */
  price: Money;
  status: OrderLineStatus;
  product: OrderHistoryProduct;
  /** PUBG lines: the redeem codes delivered for the line. */
  codes?: PubgCode[];
  /** Keys, the provider's detail, the refused field or the refund; null while there is nothing to say. */
  delivery?: LineDelivery | null;
};

/** The gift of a Rokky order, as history entries embed it. */
export type OrderGift = { id: number; title: string; logo: string };

type HistoryBase = {
  id: number;
  hash: string;
  status: OrderStatus;
  created: IsoDate;
  total: Money;
  totalToPay: Money;
  rejectReason: string | null;
  /** True while the order is created or waiting for payment. */
  isPaymentActive: boolean;
  email: string;
  orderProducts: OrderHistoryLine[];
  game: OrderGame | null;
};

/** Supply-channel order; the client calls the channel MooGold. */
export type MooGoldOrder = HistoryBase & {
  resourcetype: "MooGoldOrder";
  moogoldUserId: string | null;
  /** Id of a server chosen from the game's list. */
  moogoldServer: number | null;
  moogoldServerName: string | null;
  /** Server (zone) id typed in by the shopper. */
  moogoldServerCustomId: string | null;
};
export type PubgOrder = HistoryBase & { resourcetype: "PUBGOrder"; codes: PubgCode[] };
export type RokkyOrder = HistoryBase & {
  resourcetype: "RokkyOrder";
  code: string | null;
  gift: OrderGift | null;
  /** The key with its activation instructions, once delivered. */
  delivery?: { items: DeliveredKey[]; detail: string | null } | null;
};
export type StandoffOrder = HistoryBase & {
  resourcetype: "StandoffOrder";
  gameAccountId: string | null;
  gameAvatar: string | null;
};
export type SteamOrder = HistoryBase & {
  resourcetype: "SteamOrder";
  steamAccountId: string | null;
  /** Roubles credited to the wallet. */
  amount: Money | null;
};

/** GET /api/orders/ items; the details page adds the timeline (OrderDetails). */
export type OrderHistoryEntry = MooGoldOrder | PubgOrder | RokkyOrder | StandoffOrder | SteamOrder;

/** A status the order entered, and when. */
export type OrderTimelineEntry = { status: OrderStatus; created: IsoDate };

/** A paid Standoff order's lot: the skin to list and the exact price (gold + market fee + surplus). */
export type StandoffListing = {
  skinName: string;
  skinPicture: string;
  gold: Money;
  /** Per cent the market keeps. */
  marketFee: string;
  fee: Money;
  surplus: Money;
  price: Money;
};

/** GET /api/orders/{hash}/details/: the history entry with every status it entered, oldest first. */
export type OrderDetails = OrderHistoryEntry & {
  timeline: OrderTimelineEntry[];
  /** Set when the order was cancelled for not being paid in time. */
  expiredAt: IsoDate | null;
  /** Standoff orders: what to list while the order waits for the shopper's lot. */
  standoffListing?: StandoffListing | null;
};

/** Cart / order draft answered by create and update calls. */
export type OrderDraft = {
  id: number;
  hash: string;
  total: Money;
  products: { id: number; quantity: number; product: number | Product }[];
  resourcetype?: OrderResourceType;
};

/** GET /api/orders/{hash}/: the order recalculated with and without the promo code. */
export type RecalculatedOrder = {
  id: number;
  hash: string;
  resourcetype?: OrderResourceType;
  status?: OrderStatus;
  totalWithoutPromocode: Money;
  totalWithPromocode: Money;
  email: string;
  orderProducts: OrderLine[];
  game: OrderGame | null;
  moogoldUserId?: string;
  moogoldServer?: number | null;
  moogoldServerCustomId?: string | null;
  gameAvatar?: string | null;
  gameAccountId?: string;
  surplus?: string | null;
  steamAccountId?: string;
  gift?: Gift | null;
};

export type OrderStatusResult = {
  id: number;
  status: OrderStatus;
  paymentId: string | null;
  paymentStatus: string | null;
};

export type OrdersQuery = {
  page?: number;
  pageSize?: number;
  /** One status or several (sent as repeated parameters). */
  status?: OrderStatus | OrderStatus[];
  /** ISO date-time: only orders created after it (the last-orders view). */
  createdAfter?: IsoDate;
};

/** GET /api/live_feed/ items: a recent purchase, buyer's nickname obscured. */
export type LiveFeedOrder = {
  status: OrderStatus;
  created: IsoDate;
  total: Money;
  user: { obscuredNickname: string; avatarImg: string | null } | null;
  game: { title: string; logo: string; isActive: boolean } | null;
  orderProducts: { quantity: number; product: { title: string; picture: string } }[];
  gift: { title: string; logo: string } | null;
};
