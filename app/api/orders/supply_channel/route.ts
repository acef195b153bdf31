// POST /api/orders/supply_channel/ – create a supply-channel order, answer its recalculated draft
import { createSupplyOrder } from "@/lib/schemas/orders/supply-channel";
import { methods } from "@/lib/server/http/methods";
import { respondWithOrderAccess } from "@/lib/server/http/respond-with-order-access";
import { createSupplyOrder as createOrder } from "@/lib/server/orders/kinds/supply-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(createSupplyOrder, async ({ req, auth, body }) => {
    const draft = await createOrder(auth, body);
    return respondWithOrderAccess(req, createSupplyOrder, draft, draft.id);
  }),
});
