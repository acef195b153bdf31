// POST /api/orders/{id}/show_promo_code/ – preview a promo code on the order without applying it
import { showOrderPromoCode } from "@/lib/schemas/promo/promo-code";
import { methods } from "@/lib/server/http/methods";
import { handleOrderRoute } from "@/lib/server/orders/order-route";
import { limitPromoAttempt } from "@/lib/server/promo/limit-promo-attempt";
import * as orderPromo from "@/lib/server/promo/order-promo-code";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(showOrderPromoCode, async ({ req, auth, params, body }) => {
    await limitPromoAttempt(req, auth, params.id);
    return orderPromo.showOrderPromoCode(req, auth, params.id, body.code);
  }),
});
