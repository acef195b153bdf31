// POST /api/orders/{id}/deactivate_promo_code/ – remove the order's promo code and give its use back
import { deactivateOrderPromoCode } from "@/lib/schemas/promo/promo-code";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { orderAccessPolicy } from "@/lib/server/http/order-access-policy";
import * as orderPromo from "@/lib/server/promo/order-promo-code";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(
    deactivateOrderPromoCode,
    async ({ access, params }) => {
      await orderPromo.deactivateOrderPromoCode(access, params.id);
      return new Response(null, { status: 204 });
    },
    { policy: orderAccessPolicy },
  ),
});
