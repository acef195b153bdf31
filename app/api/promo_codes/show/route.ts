// POST /api/promo_codes/show/ – check a promo code without activating it
import { showPromoCode } from "@/lib/schemas/promo/promo-code";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as accountPromo from "@/lib/server/promo/account-promo-code";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { limitPromoAttempt } from "@/lib/server/promo/limit-promo-attempt";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(showPromoCode, async ({ req, auth, body }) => {
    await limitPromoAttempt(clientIp(req), auth.user?.id ?? null);
    return accountPromo.showPromoCode(body.code, auth.user?.id ?? null);
  }),
});
