// POST /api/orders/steam/ – create a Steam top-up order with the commission, answer its draft
import { createSteamOrder } from "@/lib/schemas/orders/steam";
import { methods } from "@/lib/server/http/methods";
import { respondWithOrderAccess } from "@/lib/server/http/respond-with-order-access";
import { createSteamOrder as createOrder } from "@/lib/server/orders/kinds/steam-order";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(createSteamOrder, async ({ req, auth, body }) => {
    const draft = await createOrder(auth, body);
    return respondWithOrderAccess(req, createSteamOrder, draft, draft.id);
  }),
});
