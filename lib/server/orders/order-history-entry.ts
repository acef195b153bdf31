// The order history entry as services return it (camelCase; the route serialises it to snake_case).
import type { ORDER_LINE_STATUSES, ORDER_STATUSES } from "@/lib/schemas/orders/order-statuses";
import type { productResourceType } from "../catalog/resource-types";

export type OrderHistoryStatus = (typeof ORDER_STATUSES)[number];
export type OrderHistoryLineStatus = (typeof ORDER_LINE_STATUSES)[number];
export type HistoryPubgCode = { code: string; amountUc: number };

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
    })
  | (Base & { resourcetype: "StandoffOrder"; gameAccountId: string | null; gameAvatar: string | null })
  | (Base & { resourcetype: "SteamOrder"; steamAccountId: string | null; amount: string | null });
