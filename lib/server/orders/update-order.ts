// Changes an order that has not started its payment, in one transaction with the row locked: the caller's change
// (lines, gift, account fields), then the totals recomputed with the order's promo code (released when the code
// no longer fits, e.g. another gift). Answers the recalculated draft. `change` runs inside the transaction and
// must use `tx` only (PGlite has one connection: a query on getDb() there would wait for the transaction forever).
import { eq } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { orders, promoCodes } from "../db/schema";
import { releasePromoUse } from "../promo/claim-promo-use";
import { appliesTo } from "../promo/promo-code-rules";
import { orderNotFound, type OrderAccess, type OrderRow } from "./access/find-accessible-order";
import { assertOrderEditable, lockAccessibleOrder } from "./access/lock-accessible-order";
import { requireOrderDraft, type OrderDraft } from "./order-draft";
import { toKopecks } from "@/lib/money/kopecks";
import type { OrderKind } from "./order-resource-type";
import { orderTotals } from "./order-totals";

export type OrderChange = { set?: Partial<typeof orders.$inferInsert>; subtotal?: bigint };

export async function updateCreatedOrder(
  access: OrderAccess,
  orderId: number,
  kind: OrderKind,
  change: (tx: Db, order: OrderRow) => Promise<OrderChange>,
): Promise<OrderDraft> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await lockAccessibleOrder(tx, access, orderId);
    // Another kind's call on this id: as if the order did not exist.
    if (order.kind !== kind) throw orderNotFound();
    assertOrderEditable(order);
    const { set = {}, subtotal } = await change(tx, order);
    let percent: number | null = null;
    let promoCodeId = order.promoCodeId;
    if (promoCodeId !== null) {
      const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
      const target = { gameId: order.gameId, giftId: set.giftId ?? order.giftId, userId: order.userId };
      if (promo && appliesTo(promo, target)) percent = promo.percent;
      else {
        await releasePromoUse(tx, promoCodeId);
        promoCodeId = null;
      }
    }
    await tx
      .update(orders)
      .set({
        ...set,
        promoCodeId,
        ...orderTotals(subtotal ?? toKopecks(order.totalWithoutPromocode), percent),
        updated: new Date(),
      })
      .where(eq(orders.id, order.id));
  });
  return requireOrderDraft(orderId);
}
