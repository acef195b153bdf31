// One order line as the delivery job sees it: the line, its product and game kind, and the order's fields.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { games, orderLines, orders, products } from "../db/schema";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import type { DeliveryRequest } from "./provider";
import { lineAmountKopecks } from "../orders/line-amount";

export type DeliveryLine = {
  line: typeof orderLines.$inferSelect;
  product: typeof products.$inferSelect;
  kind: (typeof games.$inferSelect)["kind"];
  order: typeof orders.$inferSelect;
};

/** Lines of the orders still to be delivered (processing or sending), by order, oldest first. */
export async function loadOpenLines(db: Db, orderIds: readonly number[]): Promise<DeliveryLine[]> {
  if (!orderIds.length) return [];
  const ids = [...orderIds];
  return db
    .select({ line: orderLines, product: products, kind: games.kind, order: orders })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(games, eq(games.id, products.gameId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.orderId, ids), inArray(orderLines.status, ["processing", "sending"])))
    .orderBy(orderLines.orderId, orderLines.id);
}

/** What the shopper paid for a line: its amount (line-amount.ts), with the order's promo discount spread over lines. */
export function paidForLine(d: Pick<DeliveryLine, "line" | "order">): bigint {
  const subtotal = lineAmountKopecks(d.line, d.order);
  const before = toKopecks(d.order.totalWithoutPromocode);
  const after = toKopecks(d.order.total);
  if (before === 0n || after >= before) return subtotal;
  return (subtotal * after) / before;
}

export function toDeliveryRequest(d: DeliveryLine, serverName: string | null): DeliveryRequest {
  return {
    idempotencyKey: `line-${d.line.id}`,
    orderId: d.order.id,
    lineId: d.line.id,
    quantity: d.line.quantity,
    amount: formatKopecks(paidForLine(d)),
    product: {
      id: d.product.id,
      title: d.product.title,
      externalId: d.product.externalId,
      amountUc: d.product.amountUc,
      gold: d.product.gold,
    },
    account: {
      supplyUserId: d.order.supplyUserId,
      supplyServer: d.order.supplyServerCustomId ?? serverName,
      steamAccountId: d.order.steamAccountId,
      steamAmount: d.order.steamAmount,
      gameAccountId: d.order.gameAccountId,
    },
    email: d.order.email,
  };
}
