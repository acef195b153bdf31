// POST /api/orders/{id}/activate_promo_code/ – apply a promo code to the order (a use is taken atomically)
import { activateOrderPromoCode } from "@/lib/schemas/promo/promo-code";
import { methods } from "@/lib/server/http/methods";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { limitPromoAttempt } from "@/lib/server/promo/limit-promo-attempt";
import * as orderPromo from "@/lib/server/promo/order-promo-code";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(activateOrderPromoCode, async ({ req, access, params, body }) => {
    await limitPromoAttempt(clientIp(req), access.userId, { access, orderId: params.id });
    return orderPromo.activateOrderPromoCode(access, params.id, body.code);
  }),
});
