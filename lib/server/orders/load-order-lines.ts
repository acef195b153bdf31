// Order lines with their products, in one query for any number of orders, shaped as history lines.
// Shared by the order history and the order details so both pages show a line the same way.
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { games, orderLines, products } from "../db/schema";
import { productResourceType } from "../catalog/resource-types";
import type { OrderHistoryLine } from "./order-history-entry";

/** A PUBG line's redeem codes, one per item: from its delivery, or the single code of an older line. */
function deliveredCodes(line: typeof orderLines.$inferSelect, amountUc: number) {
  const items = (line.deliveryData as { items?: { code: string; amountUc?: number }[] } | null)?.items;
  if (Array.isArray(items) && items.length) {
    return items.map((i) => ({ code: i.code, amountUc: i.amountUc ?? amountUc }));
  }
  return line.code ? [{ code: line.code, amountUc: line.amountUc ?? amountUc }] : [];
}

/** `showCodes(orderId)` decides whether an order's redeem codes may be shown yet (all by default). */
export async function loadOrderLines(
  db: Db,
  orderIds: number[],
  showCodes: (orderId: number) => boolean = () => true,
): Promise<Map<number, OrderHistoryLine[]>> {
  const byOrder = new Map<number, OrderHistoryLine[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({ line: orderLines, product: products, kind: games.kind })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(games, eq(games.id, products.gameId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  for (const { line, product, kind } of rows) {
    const isPubg = kind === "pubg";
    const codes = showCodes(line.orderId) ? deliveredCodes(line, product.amountUc ?? 0) : [];
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
    };
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), entry]);
  }
  return byOrder;
}
