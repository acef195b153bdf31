// POST /api/orders/pubg/{id}/update/ – replace the lines of a PUBG order and recompute it
import { updatePubgOrder } from "@/lib/schemas/orders/pubg";
import { methods } from "@/lib/server/http/methods";
import { updateProductOrder } from "@/lib/server/orders/kinds/update-product-order";
import { handleOrderRoute } from "@/lib/server/orders/order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updatePubgOrder, ({ req, auth, params, body }) =>
    updateProductOrder(req, auth, params.id, "pubg", body.products),
  ),
});
