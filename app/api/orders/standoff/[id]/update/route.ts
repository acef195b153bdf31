// POST /api/orders/standoff/{id}/update/ – replace the lines of a Standoff order and recompute it
import { updateStandoffOrder } from "@/lib/schemas/orders/standoff";
import { methods } from "@/lib/server/http/methods";
import { updateProductOrder } from "@/lib/server/orders/kinds/update-product-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateStandoffOrder, ({ access, params, body }) =>
    updateProductOrder(access, params.id, "standoff", body.products),
  ),
});
