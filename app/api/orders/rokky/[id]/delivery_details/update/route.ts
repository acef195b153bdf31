// POST /api/orders/rokky/{id}/delivery_details/update/ – change the e-mail of a gift order
import { updateRokkyDeliveryDetails } from "@/lib/schemas/orders/rokky";
import { methods } from "@/lib/server/http/methods";
import { updateDeliveryDetails } from "@/lib/server/orders/kinds/update-delivery-details";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateRokkyDeliveryDetails, ({ access, params, body }) =>
    updateDeliveryDetails(access, params.id, "rokky", body),
  ),
});
