// A promo code row as the wire shows it: PromoCode for a game (or a personal code), GiftPromoCode for a gift.
import type { promoCodes } from "../db/schema";

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export type PromoCodeView =
  | { resourcetype: "PromoCode"; code: string; percent: number; game: number | null }
  | { resourcetype: "GiftPromoCode"; code: string; percent: number; gift: number };

export function describePromoCode(promo: PromoCodeRow): PromoCodeView {
  if (promo.giftId !== null) {
    return { resourcetype: "GiftPromoCode", code: promo.code, percent: promo.percent, gift: promo.giftId };
  }
  return { resourcetype: "PromoCode", code: promo.code, percent: promo.percent, game: promo.gameId };
}
