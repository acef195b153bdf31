// Promo codes: for a game (PromoCode) or for a gift (GiftPromoCode), inferred from lib/schemas/promo.
import type {
  getPromoCodeForRecentPurchases,
  orderPromoCodeSchema,
  promoCodeSchema,
} from "@/lib/schemas/promo/promo-code";
import type { FromWire, ResponseOf } from "../camel-cased-deep";

export type PromoCode = FromWire<typeof promoCodeSchema>;

export const PROMO_CODE_RESOURCE_TYPES = [
  "PromoCode",
  "GiftPromoCode",
] as const satisfies readonly PromoCode["resourcetype"][];

/** A code applied to (or previewed on) an order, with the order's totals without and with it. */
export type OrderPromoCode = FromWire<typeof orderPromoCodeSchema>;

/** POST /api/promo_codes/get_for_recent_purchases/ */
export type RecentPurchasesPromoCode = ResponseOf<typeof getPromoCodeForRecentPurchases>;
