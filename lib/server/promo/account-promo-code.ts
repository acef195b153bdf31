// The account's active promo code (POST /api/promo_codes/activate/ etc.): remembered on the user and applied to
// the shopper's next orders of its game or gift. Activating takes no use; attaching it to an order does.
import { eq } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { orders, promoCodes, users } from "../db/schema";
import { orderTotals } from "../orders/order-totals";
import { claimPromoUse } from "./claim-promo-use";
import { describePromoCode } from "./describe-promo-code";
import { appliesTo, findPromoCode, promoError, PROMO_NOT_FOUND, usabilityProblem } from "./promo-code-rules";

/** A code as it would apply to the caller (guests cannot see personal codes). */
async function requireCodeFor(code: string, userId: number | null) {
  const promo = await findPromoCode(await getDb(), code);
  if (!promo || (promo.ownerUserId !== null && promo.ownerUserId !== userId))
    throw promoError(PROMO_NOT_FOUND);
  const problem = usabilityProblem(promo);
  if (problem) throw promoError(problem);
  return promo;
}

export async function showPromoCode(code: string, userId: number | null) {
  return describePromoCode(await requireCodeFor(code, userId));
}

export async function activateAccountPromoCode(userId: number, code: string) {
  const promo = await requireCodeFor(code, userId);
  const db = await getDb();
  await db.update(users).set({ activePromoCodeId: promo.id }).where(eq(users.id, userId));
  return describePromoCode(promo);
}

export async function deactivateAccountPromoCode(userId: number) {
  const db = await getDb();
  await db.update(users).set({ activePromoCodeId: null }).where(eq(users.id, userId));
}

/**
 * In the transaction creating an order: applies the shopper's active code when it fits the order and a use is
 * left. A code that does not fit (another game, used up) is simply not applied.
 */
export async function applyAccountPromoCode(
  tx: Db,
  order: {
    id: number;
    userId: number | null;
    gameId: number | null;
    giftId: number | null;
    subtotal: bigint;
  },
) {
  if (order.userId === null) return;
  const [row] = await tx
    .select({ promo: promoCodes })
    .from(users)
    .innerJoin(promoCodes, eq(promoCodes.id, users.activePromoCodeId))
    .where(eq(users.id, order.userId));
  if (!row || !appliesTo(row.promo, order) || usabilityProblem(row.promo)) return;
  const claimed = await claimPromoUse(tx, row.promo.id);
  if (!claimed) return;
  await tx
    .update(orders)
    .set({ promoCodeId: claimed.id, ...orderTotals(order.subtotal, claimed.percent) })
    .where(eq(orders.id, order.id));
}
