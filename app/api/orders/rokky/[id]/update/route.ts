// POST /api/orders/rokky/{id}/update/ – change the gift of a gift order and recompute it
import { updateRokkyOrder } from "@/lib/schemas/orders/rokky";
import { methods } from "@/lib/server/http/methods";
import { updateRokkyOrder as updateOrder } from "@/lib/server/orders/kinds/rokky-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateRokkyOrder, ({ access, params, body }) =>
    updateOrder(access, params.id, body.gift),
  ),
});
