// POST /api/orders/steam/{id}/update/ – change the amount of a Steam top-up and recompute it
import { updateSteamOrder } from "@/lib/schemas/orders/steam";
import { methods } from "@/lib/server/http/methods";
import { updateSteamOrder as updateOrder } from "@/lib/server/orders/kinds/steam-order";
import { handleOrderRoute } from "@/lib/server/orders/order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateSteamOrder, ({ req, auth, params, body }) =>
    updateOrder(req, auth, params.id, body.amount),
  ),
});
