// POST /api/orders/steam/{id}/update/ – change the amount of a Steam top-up and recompute it
import { updateSteamOrder } from "@/lib/schemas/orders/steam";
import { methods } from "@/lib/server/http/methods";
import { updateSteamOrder as updateOrder } from "@/lib/server/orders/kinds/steam-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateSteamOrder, ({ access, params, body }) =>
    updateOrder(access, params.id, body.amount),
  ),
});
