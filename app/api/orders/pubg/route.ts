// POST /api/orders/pubg/ – create a PUBG order, answer its recalculated draft
import { createPubgOrder } from "@/lib/schemas/orders/pubg";
import { methods } from "@/lib/server/http/methods";
import { respondWithOrderAccess } from "@/lib/server/http/respond-with-order-access";
import { createProductOrder } from "@/lib/server/orders/kinds/create-product-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(createPubgOrder, async ({ req, auth, body }) => {
    const draft = await createProductOrder("pubg", auth, body);
    return respondWithOrderAccess(req, createPubgOrder, draft, draft.id);
  }),
});
