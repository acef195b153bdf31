// Order lines with their products, in one query for any number of orders, shaped as history lines.
// Shared by the order history and the order details so both pages show a line the same way.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { games, orderLines, orders, products } from "../db/schema";
import { productResourceType } from "../catalog/resource-types";
import { describeLineDelivery } from "./describe-line-delivery";
import type { OrderHistoryLine, OrderHistoryLineStatus } from "./order-history-entry";

/** A PUBG line's redeem codes, one per item: from its delivery, or the single code of an older line. */
function deliveredCodes(line: typeof orderLines.$inferSelect, amountUc: number) {
  const items = (line.deliveryData as { items?: { code: string; amountUc?: number }[] } | null)?.items;
  if (Array.isArray(items) && items.length) {
    return items.map((i) => ({ code: i.code, amountUc: i.amountUc ?? amountUc }));
  }
  return line.code ? [{ code: line.code, amountUc: line.amountUc ?? amountUc }] : [];
}

/**
 * `showCodes(orderId, lineStatus)` decides whether a line's redeem codes may be shown yet (all by default).
 * Every line says what there is to know about its delivery (`delivery`), keys only once it is completed.
 */
export async function loadOrderLines(
  db: Db,
  orderIds: number[],
  showCodes: (orderId: number, lineStatus: OrderHistoryLineStatus) => boolean = () => true,
): Promise<Map<number, OrderHistoryLine[]>> {
  const byOrder = new Map<number, OrderHistoryLine[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({
      line: orderLines,
      product: products,
      kind: games.kind,
      hasCustomServer: sql<boolean>`${orders.supplyServerCustomId} is not null`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(games, eq(games.id, products.gameId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  for (const { line, product, kind, hasCustomServer } of rows) {
    const isPubg = kind === "pubg";
    const isShown = showCodes(line.orderId, line.status);
    const codes = isShown ? deliveredCodes(line, product.amountUc ?? 0) : [];
    const delivery = describeLineDelivery(line, { isPubg, hasCustomServer: Boolean(hasCustomServer) });
    const entry: OrderHistoryLine = {
      id: line.id,
      quantity: line.quantity,
      price: line.price,
      status: line.status,
      product: {
        resourcetype: productResourceType[kind],
        id: product.id,
        title: product.title,
        picture: product.picture,
        price: product.price,
        ...(isPubg ? { amountUc: product.amountUc ?? 0 } : {}),
        ...(kind === "standoff" ? { gold: product.gold ?? 0 } : {}),
      },
      // A PUBG line is delivered as a redeem code worth the line's UC.
      ...(isPubg ? { codes } : {}),
      // Absent while there is nothing to say, so a line reads as it did before delivery existed.
      ...(delivery ? { delivery: isShown ? delivery : { ...delivery, items: [] } } : {}),
    };
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), entry]);
  }
  return byOrder;
}
