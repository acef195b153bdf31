// An update's list of lines is the order's whole new cart: lines named by id keep their id, products named by
// product_id are added (or update the line that already has them), lines left out are removed. Every line is
// checked and priced again, as on creation.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines } from "../db/schema";
import type { GameKind } from "../catalog/resource-types";
import type { OrderRow } from "./access/find-accessible-order";
import { lineValues, resolveOrderLines, type LineRequest } from "./order-lines-input";

export type LineUpdate = { id?: number; product_id?: number; quantity: number };

/** Rewrites the order's lines; returns the new subtotal in kopecks. */
export async function updateOrderLines(tx: Db, order: OrderRow, kind: GameKind, items: LineUpdate[]) {
  const current = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const byLineId = new Map(current.map((l) => [l.id, l]));
  const preset: (Record<string, string[]> | undefined)[] = [];
  const requests = items.map((item, i): LineRequest | null => {
    if (item.id === undefined) return { productId: item.product_id!, quantity: item.quantity };
    const line = byLineId.get(item.id);
    if (!line) preset[i] = { id: ["Такой позиции в заказе нет."] };
    else if (item.product_id !== undefined && item.product_id !== line.productId)
      preset[i] = { product_id: ["Товар не совпадает с товаром позиции."] };
    return line && !preset[i] ? { productId: line.productId, quantity: item.quantity } : null;
  });
  const { lines, subtotal } = await resolveOrderLines(tx, kind, requests, { gameId: order.gameId, preset });

  const byProduct = new Map(current.map((l) => [l.productId, l]));
  const kept = new Set<number>();
  for (const line of lines) {
    const values = lineValues(order.id, line);
    const existing = byProduct.get(line.product.id);
    if (existing) {
      kept.add(existing.id);
      const { quantity, price, amountUc } = values;
      await tx.update(orderLines).set({ quantity, price, amountUc }).where(eq(orderLines.id, existing.id));
    } else {
      await tx.insert(orderLines).values(values);
    }
  }
  const removed = current.filter((l) => !kept.has(l.id)).map((l) => l.id);
  if (removed.length) await tx.delete(orderLines).where(inArray(orderLines.id, removed));
  return subtotal;
}
