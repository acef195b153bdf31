// POST /api/orders/rokky/ – create a gift order, answer its recalculated draft
import { createRokkyOrder } from "@/lib/schemas/orders/rokky";
import { methods } from "@/lib/server/http/methods";
import { respondWithOrderAccess } from "@/lib/server/http/respond-with-order-access";
import { createRokkyOrder as createOrder } from "@/lib/server/orders/kinds/rokky-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(createRokkyOrder, async ({ req, auth, body }) => {
    const draft = await createOrder(auth, body);
    return respondWithOrderAccess(req, createRokkyOrder, draft, draft.id);
  }),
});
