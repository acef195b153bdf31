// GET /api/orders/{id}/active_promo_code/ – the promo code applied to the order, or null
import { getOrderActivePromoCode } from "@/lib/schemas/promo/promo-code";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { orderAccessPolicy } from "@/lib/server/http/order-access-policy";
import * as orderPromo from "@/lib/server/promo/order-promo-code";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(
    getOrderActivePromoCode,
    ({ access, params }) => orderPromo.getOrderActivePromoCode(access, params.id),
    { policy: orderAccessPolicy },
  ),
});
