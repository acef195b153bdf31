// POST /api/orders/standoff/ – create a Standoff 2 order, answer its recalculated draft
import { createStandoffOrder } from "@/lib/schemas/orders/standoff";
import { methods } from "@/lib/server/http/methods";
import { respondWithOrderAccess } from "@/lib/server/http/respond-with-order-access";
import { createStandoffOrder as createOrder } from "@/lib/server/orders/kinds/standoff-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(createStandoffOrder, async ({ req, auth, body }) => {
    const draft = await createOrder(auth, body);
    return respondWithOrderAccess(req, createStandoffOrder, draft, draft.id);
  }),
});
