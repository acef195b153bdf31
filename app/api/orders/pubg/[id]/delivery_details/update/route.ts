// POST /api/orders/pubg/{id}/delivery_details/update/ – change the e-mail of a PUBG order
import { updatePubgDeliveryDetails } from "@/lib/schemas/orders/pubg";
import { methods } from "@/lib/server/http/methods";
import { updateDeliveryDetails } from "@/lib/server/orders/kinds/update-delivery-details";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updatePubgDeliveryDetails, ({ access, params, body }) =>
    updateDeliveryDetails(access, params.id, "pubg", body),
  ),
});
