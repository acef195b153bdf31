// Promo codes on the user's account: activate, show (check without activating), deactivate, offer.
import { send, type CallOptions } from "./default-client";
import type { PromoCode, PromoCodeBody, RecentPurchasesPromoCode } from "./types/promo";
import { parsePromoCode } from "./variants";

export function activatePromoCode(body: PromoCodeBody, options?: CallOptions): Promise<PromoCode> {
  return send(options, {
    method: "POST",
    path: "/api/promo_codes/activate/",
    operation: "activatePromoCode",
    body,
    required: ["code"],
    parse: parsePromoCode,
  });
}

export function showPromoCode(body: PromoCodeBody, options?: CallOptions): Promise<PromoCode> {
  return send(options, {
    method: "POST",
    path: "/api/promo_codes/show/",
    operation: "showPromoCode",
    body,
    required: ["code"],
    parse: parsePromoCode,
  });
}

export async function deactivatePromoCode(options?: CallOptions): Promise<void> {
  await send(options, {
    method: "POST",
    path: "/api/promo_codes/deactivate/",
    operation: "deactivatePromoCode",
  });
}

/** A code offered for the user's recent purchases. */
export function getPromoCodeForRecentPurchases(options?: CallOptions): Promise<RecentPurchasesPromoCode> {
  return send(options, {
    method: "POST",
    path: "/api/promo_codes/get_for_recent_purchases/",
    operation: "getPromoCodeForRecentPurchases",
  });
}
