// Promo codes: for a game (PromoCode) or for a gift (GiftPromoCode).
export type GamePromoCode = {
  resourcetype?: "PromoCode";
  code: string;
  percent: number;
  game: number | null;
};
export type GiftPromoCode = {
  resourcetype?: "GiftPromoCode";
  code: string;
  percent: number;
  gift: number | null;
};
export type PromoCode = GamePromoCode | GiftPromoCode;

export const PROMO_CODE_RESOURCE_TYPES = ["PromoCode", "GiftPromoCode"] as const;

export type PromoCodeBody = { code: string };
/** POST /api/promo_codes/get_for_recent_purchases/ */
export type RecentPurchasesPromoCode = { code: string; percent: number };
