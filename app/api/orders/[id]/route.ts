// GET /api/orders/{hash}/ – the order recalculated, for anyone holding the hash; grants the order-access cookie
// (the folder is [id] because /api/orders/{id}/... shares this level and Next.js allows one name per level)
import { getOrder } from "@/lib/schemas/orders/order-detail";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { orderNotFound } from "@/lib/server/orders/access/find-accessible-order";
import { renameRouteParam } from "@/lib/server/http/rename-route-param";
import { respondWithOrderAccess } from "@/lib/server/http/respond-with-order-access";
import { getOrderDraft } from "@/lib/server/orders/order-draft";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: renameRouteParam(
    handleRoute(getOrder, async ({ req, params }) => {
      const draft = await getOrderDraft({ hash: params.hash });
      if (!draft) throw orderNotFound();
      return respondWithOrderAccess(req, getOrder, draft, draft.id);
    }),
    "id",
    "hash",
  ),
});
