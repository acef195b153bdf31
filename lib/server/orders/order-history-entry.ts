// The order history entry as services return it (camelCase; the route serialises it to snake_case).
import type { ORDER_LINE_STATUSES, ORDER_STATUSES } from "@/lib/schemas/orders/order-statuses";
import type { productResourceType } from "../catalog/resource-types";
import type { OrderMoney } from "./order-money-view";

export type OrderHistoryStatus = (typeof ORDER_STATUSES)[number];
export type OrderHistoryLineStatus = (typeof ORDER_LINE_STATUSES)[number];
export type HistoryPubgCode = { code: string; amountUc: number };

/** A key or code a provider delivered, with how to activate it when the provider says. */
export type DeliveredKey = { code: string; amountUc?: number; instructions?: string };

/** The account field of the delivery_details/update/ body that a provider refused. */
export type DeliveryDetailsField =
  "moogold_user_id" | "moogold_server" | "moogold_server_custom_id" | "steam_account_id" | "game_account_id";

/** What the shopper should know about a line's delivery (null while there is nothing to say). */
export type LineDelivery = {
  /** Keys and codes other than PUBG's (those are the line's `codes`). */
  items: DeliveredKey[];
  /** The provider's own words about a top-up ("Зачислено 500 ₽ …"). */
  detail: string | null;
  incorrectDetails: { message: string; field: DeliveryDetailsField | null } | null;
  refund: {
    amount: string;
    destination: "balance" | "card";
    /** A card refund the operator still has to make at the payment provider. */
    isPending: boolean;
    reason: string | null;
  } | null;
};

export type OrderHistoryLine = {
  id: number;
  quantity: number;
  price: string;
  status: OrderHistoryLineStatus;
  product: {
    resourcetype: (typeof productResourceType)[keyof typeof productResourceType];
    id: number;
    title: string;
    picture: string;
    price: string;
    amountUc?: number;
    gold?: number;
  };
  codes?: HistoryPubgCode[];
  delivery?: LineDelivery | null;
};

type Base = {
  id: number;
  hash: string;
  status: OrderHistoryStatus;
  created: string;
  total: string;
  totalToPay: string;
  rejectReason: string | null;
  isPaymentActive: boolean;
  email: string;
  orderProducts: OrderHistoryLine[];
  game: { id: number; title: string; logo: string; isActive: boolean } | null;
  /** The order's money projection (order-money-view.ts): what every page and e-mail shows. */
  money: OrderMoney;
};

export type OrderHistoryItem =
  | (Base & {
      resourcetype: "MooGoldOrder";
      moogoldUserId: string | null;
      moogoldServer: number | null;
      moogoldServerName: string | null;
      moogoldServerCustomId: string | null;
    })
  | (Base & { resourcetype: "PUBGOrder"; codes: HistoryPubgCode[] })
  | (Base & {
      resourcetype: "RokkyOrder";
      code: string | null;
      gift: { id: number; title: string; logo: string } | null;
      /** The key with its activation instructions, once delivered. */
      delivery: { items: DeliveredKey[]; detail: string | null } | null;
    })
  | (Base & { resourcetype: "StandoffOrder"; gameAccountId: string | null; gameAvatar: string | null })
  | (Base & { resourcetype: "SteamOrder"; steamAccountId: string | null; amount: string | null });
