// GET /api/orders/supply_channel/last_order_data/{game_id}/ – account fields of the last order for the game
import { getSupplyLastOrderData } from "@/lib/schemas/orders/supply-channel";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as lastOrderData from "@/lib/server/orders/kinds/last-order-data";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getSupplyLastOrderData, ({ auth, params }) =>
    lastOrderData.getSupplyLastOrderData(auth.user!.id, params.game_id),
  ),
});
