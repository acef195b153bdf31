// GET /api/orders/standoff/last_order_data/ – account fields of the shopper's last Standoff order
import { getStandoffLastOrderData } from "@/lib/schemas/orders/standoff";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as lastOrderData from "@/lib/server/orders/kinds/last-order-data";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getStandoffLastOrderData, ({ auth }) =>
    lastOrderData.getStandoffLastOrderData(auth.user!.id),
  ),
});
