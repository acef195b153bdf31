// POST /api/orders/supply_channel/{id}/update/ – replace the lines of a supply-channel order and recompute it
import { updateSupplyOrder } from "@/lib/schemas/orders/supply-channel";
import { methods } from "@/lib/server/http/methods";
import { updateProductOrder } from "@/lib/server/orders/kinds/update-product-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateSupplyOrder, ({ access, params, body }) =>
    updateProductOrder(access, params.id, "supply", body.products),
  ),
});
