// Builds a history entry from an order row (with its game, gift and server joined) and its lines.
import { PAYMENT_ACTIVE_STATUSES } from "@/lib/schemas/orders/order-statuses";
import type { orders } from "../db/schema";
import { readDeliveredKeys, readDeliveryDetail } from "./describe-line-delivery";
import type { OrderHistoryItem, OrderHistoryLine } from "./order-history-entry";
import type { OrderMoney } from "./order-money-view";

export type HistoryRow = {
  order: typeof orders.$inferSelect;
  game: { id: number; title: string; logo: string; isActive: boolean } | null;
  gift: { id: number; title: string; logo: string } | null;
  serverName: string | null;
};

const isPaymentActive = (status: string) => (PAYMENT_ACTIVE_STATUSES as readonly string[]).includes(status);

/** A gift's key with its activation instructions, from the order's own delivery (older orders: the key alone). */
function giftDelivery(order: HistoryRow["order"]) {
  if (!order.giftCode) return null;
  const items = readDeliveredKeys(order.deliveryData);
  return {
    items: items.length ? items : [{ code: order.giftCode }],
    detail: readDeliveryDetail(order.deliveryData),
  };
}

export function toHistoryEntry(
  { order, game, gift, serverName }: HistoryRow,
  lines: OrderHistoryLine[],
  money: OrderMoney,
) {
  const base = {
    id: order.id,
    hash: order.hash,
    status: order.status,
    created: order.created.toISOString(),
    total: order.total,
    totalToPay: order.totalToPay,
    rejectReason: order.rejectReason,
    isPaymentActive: isPaymentActive(order.status),
    email: order.email,
    orderProducts: lines,
    game,
    money,
  };
  switch (order.kind) {
    case "supply":
      return {
        ...base,
        resourcetype: "MooGoldOrder",
        moogoldUserId: order.supplyUserId,
        moogoldServer: order.supplyServer,
        moogoldServerName: serverName,
        moogoldServerCustomId: order.supplyServerCustomId,
      } satisfies OrderHistoryItem;
    case "pubg":
      return {
        ...base,
        resourcetype: "PUBGOrder",
        codes: lines.flatMap((l) => l.codes ?? []),
      } satisfies OrderHistoryItem;
    case "rokky":
      return {
        ...base,
        resourcetype: "RokkyOrder",
        code: order.giftCode,
        gift,
        delivery: giftDelivery(order),
      } satisfies OrderHistoryItem;
    case "standoff":
      return {
        ...base,
        resourcetype: "StandoffOrder",
        gameAccountId: order.gameAccountId,
        gameAvatar: order.gameAvatar,
      } satisfies OrderHistoryItem;
    case "steam":
      return {
        ...base,
        resourcetype: "SteamOrder",
        steamAccountId: order.steamAccountId,
        amount: order.steamAmount,
      } satisfies OrderHistoryItem;
  }
}
