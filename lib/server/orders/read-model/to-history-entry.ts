// The history-entry projection: an order as the profile's history lists it (and as the order details open).
import { PAYMENT_ACTIVE_STATUSES } from "@/lib/schemas/orders/order-statuses";
import type { orders } from "../../db/schema";
import { readDeliveredKeys, readDeliveryDetail } from "../describe-line-delivery";
import type { OrderHistoryItem, OrderHistoryLineStatus } from "../order-history-entry";
import type { OrderMoney } from "../order-money-view";
import type { LoadedOrder } from "./load-orders";
import { orderHead } from "./order-head";
import { toHistoryLine } from "./to-history-line";

const isPaymentActive = (status: string) => (PAYMENT_ACTIVE_STATUSES as readonly string[]).includes(status);

/** A gift's key with its activation instructions, from the order's own delivery (older orders: the key alone). */
function giftDelivery(order: typeof orders.$inferSelect) {
  if (!order.giftCode) return null;
  const items = readDeliveredKeys(order.deliveryData);
  return {
    items: items.length ? items : [{ code: order.giftCode }],
    detail: readDeliveryDetail(order.deliveryData),
  };
}

/** `isLineShown(status)` decides whether a line's redeem codes and keys may be shown yet (all by default). */
export function toHistoryEntry(
  { order, game, gift, serverName, lines: loaded }: LoadedOrder,
  money: OrderMoney,
  isLineShown: (status: OrderHistoryLineStatus) => boolean = () => true,
) {
  const lines = loaded.map((l) => toHistoryLine(l, order, isLineShown(l.line.status)));
  const base = {
    ...orderHead(order),
    totalToPay: order.totalToPay,
    rejectReason: order.rejectReason,
    isPaymentActive: isPaymentActive(order.status),
    email: order.email,
    orderProducts: lines,
    game: game ? { id: game.id, title: game.title, logo: game.logo, isActive: game.isActive } : null,
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
        gift: gift ? { id: gift.id, title: gift.title, logo: gift.logo } : null,
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
