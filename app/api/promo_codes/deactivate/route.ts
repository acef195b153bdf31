// POST /api/promo_codes/deactivate/ – clear the account's active promo code
import { deactivatePromoCode } from "@/lib/schemas/promo/promo-code";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { deactivateAccountPromoCode } from "@/lib/server/promo/account-promo-code";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(deactivatePromoCode, async ({ auth }) => {
    await deactivateAccountPromoCode(auth.user!.id);
    return new Response(null, { status: 204 });
  }),
});
