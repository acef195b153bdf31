// GET /api/orders/steam/last_order_data/ – account fields of the shopper's last Steam top-up
import { getSteamLastOrderData } from "@/lib/schemas/orders/steam";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as lastOrderData from "@/lib/server/orders/kinds/last-order-data";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getSteamLastOrderData, ({ auth }) => lastOrderData.getSteamLastOrderData(auth.user!.id)),
});
