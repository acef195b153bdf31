// POST /api/orders/standoff/{id}/delivery_details/update/ – change the e-mail or game account id of a Standoff order
import { updateStandoffDeliveryDetails } from "@/lib/schemas/orders/standoff";
import { methods } from "@/lib/server/http/methods";
import { updateDeliveryDetails } from "@/lib/server/orders/kinds/update-delivery-details";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateStandoffDeliveryDetails, ({ access, params, body }) =>
    updateDeliveryDetails(access, params.id, "standoff", body),
  ),
});
