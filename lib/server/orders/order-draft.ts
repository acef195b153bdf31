// The recalculated order answered by every create and update call and by GET /api/orders/{hash}/: totals with and
// without the promo code, the lines with their products, the game, and the fields of the order's kind.
import { asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { gameServers, games, gifts, orderLines, orders, products, promoCodes } from "../db/schema";
import { gameResourceType } from "../catalog/resource-types";
import { toProduct } from "../catalog/games";
import { toGiftListItem } from "../catalog/gifts";
import { describePromoCode } from "../promo/describe-promo-code";
import { orderResourceType } from "./order-resource-type";

async function loadLines(db: Db, orderId: number) {
  const rows = await db
    .select({ line: orderLines, product: products, kind: games.kind })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(games, eq(games.id, products.gameId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map(({ line, product, kind }) => ({
    id: line.id,
    quantity: line.quantity,
    price: line.price,
    status: line.status,
    product: toProduct(kind, product),
  }));
}

/** The draft of an order by id or hash; null when there is no such order. */
export async function getOrderDraft(where: { id: number } | { hash: string }, db?: Db) {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ order: orders, game: games, gift: gifts, promo: promoCodes, serverName: gameServers.name })
    .from(orders)
    .leftJoin(games, eq(games.id, orders.gameId))
    .leftJoin(gifts, eq(gifts.id, orders.giftId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .leftJoin(gameServers, eq(gameServers.id, orders.supplyServer))
    .where("id" in where ? eq(orders.id, where.id) : eq(orders.hash, where.hash));
  if (!row) return null;
  const { order, game, gift, promo, serverName } = row;
  const lines = await loadLines(handle, order.id);
  const base = {
    id: order.id,
    hash: order.hash,
    status: order.status,
    created: order.created.toISOString(),
    total: order.total,
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

export type OrderDraft = NonNullable<Awaited<ReturnType<typeof getOrderDraft>>>;

/** The draft of an order that exists (just created or checked). */
export async function requireOrderDraft(orderId: number, db?: Db): Promise<OrderDraft> {
  const draft = await getOrderDraft({ id: orderId }, db);
  if (!draft) throw new Error(`order ${orderId} vanished`);
  return draft;
}
