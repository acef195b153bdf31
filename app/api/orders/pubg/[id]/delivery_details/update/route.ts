// POST /api/orders/pubg/{id}/delivery_details/update/ – change the e-mail of a PUBG order
import { updatePubgDeliveryDetails } from "@/lib/schemas/orders/pubg";
import { methods } from "@/lib/server/http/methods";
import { updateDeliveryDetails } from "@/lib/server/orders/kinds/update-delivery-details";
import { handleOrderRoute } from "@/lib/server/orders/order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updatePubgDeliveryDetails, ({ req, auth, params, body }) =>
    updateDeliveryDetails(req, auth, params.id, "pubg", body),
  ),
});
