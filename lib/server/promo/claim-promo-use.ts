// Counting promo-code uses without double spending: one conditional UPDATE takes a use only while the code is
// active, unexpired and below max_uses. Run it in the transaction that attaches the code to the order, so a
// failed attachment gives the use back; under concurrency PostgreSQL re-checks the WHERE on the locked row.
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { promoCodes } from "../db/schema";
import type { PromoCodeRow } from "./describe-promo-code";

export async function claimPromoUse(db: Db, promoId: number): Promise<PromoCodeRow | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        eq(promoCodes.isActive, true),
        or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives a use back (the code was removed from an order that had not been paid). */
export async function releasePromoUse(db: Db, promoId: number): Promise<void> {
  await db
    .update(promoCodes)
    .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
    .where(eq(promoCodes.id, promoId));
}
