"use client";
// The signed-in owner's personal thank-you code (POST /api/promo_codes/get_for_recent_purchases/), offered on the
// payment page where it applies, so the shopper need not know it exists. None before a first done order (the
// API's 400), when it is used up or switched off, or when the call fails: the page simply offers nothing.
import { useEffect, useState } from "react";
import { getPromoCodeForRecentPurchases } from "@/lib/api/promo-codes";
import type { RecentPurchasesPromoCode } from "@/lib/api/types/promo";

export function usePersonalPromo(isOwner: boolean): RecentPurchasesPromoCode | null {
  const [offer, setOffer] = useState<RecentPurchasesPromoCode | null>(null);
  useEffect(() => {
    if (!isOwner) return;
    let isCurrent = true;
    getPromoCodeForRecentPurchases().then(
      (promo) => {
        if (isCurrent && promo.isUsable) setOffer(promo);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isOwner]);
  return offer;
}
