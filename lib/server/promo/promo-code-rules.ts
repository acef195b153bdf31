// When a promo code may be used: active, not expired, not used up, and for the right game, gift or owner.
// The checks here only explain a refusal; the use itself is counted by claimPromoUse's conditional UPDATE.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { promoCodes } from "../db/schema";
import { fieldError } from "../errors/domain-error";
import type { PromoCodeRow } from "./describe-promo-code";

export type PromoTarget = { gameId: number | null; giftId: number | null; userId: number | null };

export const promoError = (message: string) => fieldError("code", message);
export const PROMO_NOT_FOUND = "Промокод не найден.";
export const PROMO_USED_UP = "Промокод больше недоступен: он уже использован.";

/** Codes are matched case-insensitively: shoppers type them by hand. */
export async function findPromoCode(db: Db, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row ?? null;
}

/** Why the code cannot be used now (switched off, expired, used up), or null. */
export function usabilityProblem(promo: PromoCodeRow, now = new Date()): string | null {
  if (!promo.isActive) return "Промокод не действует.";
  if (promo.expiresAt && promo.expiresAt <= now) return "Срок действия промокода истёк.";
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return PROMO_USED_UP;
  return null;
}

/** A personal code is its owner's only; other codes apply to their game or to their gift. */
export function appliesTo(promo: PromoCodeRow, target: PromoTarget): boolean {
  if (promo.ownerUserId !== null) return promo.ownerUserId === target.userId;
  if (promo.giftId !== null) return promo.giftId === target.giftId;
  return promo.gameId !== null && promo.gameId === target.gameId;
}

/** The code for this target, or a 400 {"code": [...]} saying why not. */
export async function requireUsablePromo(db: Db, code: string, target?: PromoTarget): Promise<PromoCodeRow> {
  const promo = await findPromoCode(db, code);
  if (!promo) throw promoError(PROMO_NOT_FOUND);
  if (promo.ownerUserId !== null && target && promo.ownerUserId !== target.userId)
    throw promoError(PROMO_NOT_FOUND);
  if (target && !appliesTo(promo, target)) throw promoError("Промокод не подходит к этому заказу.");
  const problem = usabilityProblem(promo);
  if (problem) throw promoError(problem);
  return promo;
}
