// POST /api/orders/pubg/{id}/update/ – replace the lines of a PUBG order and recompute it
import { updatePubgOrder } from "@/lib/schemas/orders/pubg";
import { methods } from "@/lib/server/http/methods";
import { updateProductOrder } from "@/lib/server/orders/kinds/update-product-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updatePubgOrder, ({ access, params, body }) =>
    updateProductOrder(access, params.id, "pubg", body.products),
  ),
});
