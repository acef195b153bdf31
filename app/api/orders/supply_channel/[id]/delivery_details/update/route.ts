// POST /api/orders/supply_channel/{id}/delivery_details/update/ – change the e-mail, user id or server of a supply-channel order
import { updateSupplyDeliveryDetails } from "@/lib/schemas/orders/supply-channel";
import { methods } from "@/lib/server/http/methods";
import { updateDeliveryDetails } from "@/lib/server/orders/kinds/update-delivery-details";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateSupplyDeliveryDetails, ({ access, params, body }) =>
    updateDeliveryDetails(access, params.id, "supply", body),
  ),
});
