// The draft projection: the recalculated order answered by every create and update call and by
// GET /api/orders/{hash}/: totals with and without the promo code, the lines with their products, the game, and
// the fields of the order's kind.
import { gameResourceType } from "../../catalog/resource-types";
import { toProduct } from "../../catalog/games";
import { toGiftListItem } from "../../catalog/gifts";
import { describePromoCode } from "../../promo/describe-promo-code";
import { orderResourceType } from "../order-resource-type";
import type { LoadedOrder } from "./load-orders";
import { orderHead } from "./order-head";

export function toOrderDraft({ order, game, gift, promo, serverName, lines: loaded }: LoadedOrder) {
  const lines = loaded.map(({ line, product, kind }) => ({
    id: line.id,
    quantity: line.quantity,
    price: line.price,
    status: line.status,
    product: toProduct(kind, product),
  }));
  const base = {
    ...orderHead(order),
    totalWithoutPromocode: order.totalWithoutPromocode,
    totalWithPromocode: order.total,
    totalToPay: order.totalToPay,
    email: order.email,
    promoCode: promo ? describePromoCode(promo) : null,
    orderProducts: lines,
    products: lines.map((l) => ({ id: l.id, quantity: l.quantity, product: l.product.id })),
    game: game
      ? {
          resourcetype: gameResourceType[game.kind],
          id: game.id,
          title: game.title,
          logo: game.logo,
          isActive: game.isActive,
        }
      : null,
  };
  const resourcetype = orderResourceType[order.kind];
  switch (order.kind) {
    case "supply":
      return {
        resourcetype,
        ...base,
        moogoldUserId: order.supplyUserId,
        moogoldServer: order.supplyServer,
        moogoldServerName: serverName,
        moogoldServerCustomId: order.supplyServerCustomId,
      };
    case "rokky":
      return { resourcetype, ...base, gift: gift ? toGiftListItem(gift) : null };
    case "standoff":
      return {
        resourcetype,
        ...base,
        gameAccountId: order.gameAccountId,
        gameAvatar: order.gameAvatar,
        surplus: order.surplus,
      };
    case "steam":
      return { resourcetype, ...base, steamAccountId: order.steamAccountId, amount: order.steamAmount };
    default:
      return { resourcetype, ...base };
  }
}
