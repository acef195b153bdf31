// GET /api/orders/{hash}/details/ – the order's lines, delivered codes and status timeline, by hash; grants the
// order-access cookie like GET /api/orders/{hash}/
import { getOrderDetails } from "@/lib/schemas/orders/order-detail";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { orderNotFound } from "@/lib/server/orders/access/find-accessible-order";
import { renameRouteParam } from "@/lib/server/http/rename-route-param";
import { respondWithOrderAccess } from "@/lib/server/http/respond-with-order-access";
import * as details from "@/lib/server/orders/order-details";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: renameRouteParam(
    handleRoute(getOrderDetails, async ({ req, params }) => {
      const entry = await details.getOrderDetails(params.hash);
      if (!entry) throw orderNotFound();
      return respondWithOrderAccess(req, getOrderDetails, entry, entry.id);
    }),
    "id",
    "hash",
  ),
});
