// Inserts a new order in one transaction: the order (status created, a 128-bit random hash, totals computed
// from the resolved lines), its lines, the first timeline event, and the shopper's active promo code if it fits.
import { randomBytes } from "node:crypto";
import { getDb } from "../db/client";
import { orderLines, orders } from "../db/schema";
import { applyAccountPromoCode } from "../promo/account-promo-code";
import { lineValues, type ResolvedLine } from "./order-lines-input";
import type { OrderKind } from "./order-resource-type";
import { orderTotals } from "./order-totals";
import { recordOrderEvent } from "./status-machine";

type OrderInsert = typeof orders.$inferInsert;

export type NewOrder = {
  kind: OrderKind;
  userId: number | null;
  email: string;
  gameId: number | null;
  giftId?: number | null;
  subtotal: bigint;
  lines: ResolvedLine[];
  /** The kind's own columns (account ids, server, Steam amount...). */
  fields?: Omit<OrderInsert, "id" | "hash" | "kind" | "status">;
};

export const newOrderHash = () => randomBytes(16).toString("hex");

/** Returns the new order's id. */
export async function createOrder(o: NewOrder): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        ...o.fields,
        hash: newOrderHash(),
        kind: o.kind,
        status: "created",
        userId: o.userId,
        email: o.email,
        gameId: o.gameId,
        giftId: o.giftId ?? null,
        ...orderTotals(o.subtotal, null),
      })
      .returning({ id: orders.id });
    if (o.lines.length) await tx.insert(orderLines).values(o.lines.map((l) => lineValues(order.id, l)));
    await recordOrderEvent(tx, order.id, "created");
    await applyAccountPromoCode(tx, {
      id: order.id,
      userId: o.userId,
      gameId: o.gameId,
      giftId: o.giftId ?? null,
      subtotal: o.subtotal,
    });
    return order.id;
  });
}
