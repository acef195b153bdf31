// POST /api/promo_codes/activate/ – make a promo code the account's active one
import { activatePromoCode } from "@/lib/schemas/promo/promo-code";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { activateAccountPromoCode } from "@/lib/server/promo/account-promo-code";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { limitPromoAttempt } from "@/lib/server/promo/limit-promo-attempt";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(activatePromoCode, async ({ req, auth, body }) => {
    await limitPromoAttempt(clientIp(req), auth.user?.id ?? null);
    return activateAccountPromoCode(auth.user!.id, body.code);
  }),
});
