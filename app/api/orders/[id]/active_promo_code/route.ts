// GET /api/orders/{id}/active_promo_code/ – the promo code applied to the order, or null
import { getOrderActivePromoCode } from "@/lib/schemas/promo/promo-code";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as orderPromo from "@/lib/server/promo/order-promo-code";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getOrderActivePromoCode, ({ req, auth, params }) =>
    orderPromo.getOrderActivePromoCode(req, auth, params.id),
  ),
});
