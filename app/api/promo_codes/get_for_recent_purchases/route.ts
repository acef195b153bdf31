// POST /api/promo_codes/get_for_recent_purchases/ – the shopper's personal thank-you code (created once)
import { getPromoCodeForRecentPurchases } from "@/lib/schemas/promo/promo-code";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as recentPurchases from "@/lib/server/promo/recent-purchases-promo-code";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(getPromoCodeForRecentPurchases, ({ auth }) =>
    recentPurchases.getPromoCodeForRecentPurchases(auth.user!.id),
  ),
});
