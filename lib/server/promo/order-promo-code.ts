// Promo codes on one order: activate (a use is taken in the transaction that attaches the code), show (a
// preview, nothing changes), the active one, and deactivate (the use is given back).
import { eq } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { orders, promoCodes } from "../db/schema";
import { findOrderFor, type OrderAccess, type OrderRow } from "../orders/access/find-accessible-order";
import { assertOrderEditable, lockAccessibleOrder } from "../orders/access/lock-accessible-order";
import { toKopecks } from "@/lib/money/kopecks";
import { orderTotals } from "../orders/order-totals";
import { claimPromoUse, releasePromoUse } from "./claim-promo-use";
import { describePromoCode, type PromoCodeRow } from "./describe-promo-code";
import {
  PROMO_USED_UP,
  promoError,
  requireUsablePromo,
  usabilityProblem,
  type PromoTarget,
} from "./promo-code-rules";

const targetOf = (order: OrderRow): PromoTarget => ({
  gameId: order.gameId,
  giftId: order.giftId,
  userId: order.userId,
});

function withTotals(order: OrderRow, promo: PromoCodeRow) {
  const totals = orderTotals(toKopecks(order.totalWithoutPromocode), promo.percent);
  return {
    ...describePromoCode(promo),
    totalWithoutPromocode: totals.totalWithoutPromocode,
    totalWithPromocode: totals.total,
  };
}

async function setOrderPromo(tx: Db, order: OrderRow, promo: PromoCodeRow | null) {
  const totals = orderTotals(toKopecks(order.totalWithoutPromocode), promo?.percent ?? null);
  await tx
    .update(orders)
    .set({ promoCodeId: promo?.id ?? null, ...totals, updated: new Date() })
    .where(eq(orders.id, order.id));
}

export async function activateOrderPromoCode(access: OrderAccess, orderId: number, code: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockAccessibleOrder(tx, access, orderId);
    assertOrderEditable(order);
    const promo = await requireUsablePromo(tx, code, targetOf(order));
    if (order.promoCodeId === promo.id) return withTotals(order, promo);
    const claimed = await claimPromoUse(tx, promo.id);
    // Someone took the last use (or the code expired) between the check and the claim.
    if (!claimed) throw promoError(usabilityProblem(promo) ?? PROMO_USED_UP);
    if (order.promoCodeId !== null) await releasePromoUse(tx, order.promoCodeId);
    await setOrderPromo(tx, order, claimed);
    return withTotals(order, claimed);
  });
}

export async function showOrderPromoCode(access: OrderAccess, orderId: number, code: string) {
  const order = await findOrderFor(access, orderId);
  const promo = await requireUsablePromo(await getDb(), code, targetOf(order));
  return withTotals(order, promo);
}

export async function getOrderActivePromoCode(access: OrderAccess, orderId: number) {
  const order = await findOrderFor(access, orderId);
  if (order.promoCodeId === null) return null;
  const db = await getDb();
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.id, order.promoCodeId));
  return promo ? withTotals(order, promo) : null;
}

export async function deactivateOrderPromoCode(access: OrderAccess, orderId: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await lockAccessibleOrder(tx, access, orderId);
    assertOrderEditable(order);
    if (order.promoCodeId === null) return;
    await releasePromoUse(tx, order.promoCodeId);
    await setOrderPromo(tx, order, null);
  });
}
