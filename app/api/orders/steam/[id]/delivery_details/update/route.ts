// POST /api/orders/steam/{id}/delivery_details/update/ – change the e-mail or Steam login of a Steam top-up
import { updateSteamDeliveryDetails } from "@/lib/schemas/orders/steam";
import { methods } from "@/lib/server/http/methods";
import { updateDeliveryDetails } from "@/lib/server/orders/kinds/update-delivery-details";
import { handleOrderRoute } from "@/lib/server/http/handle-order-route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleOrderRoute(updateSteamDeliveryDetails, ({ access, params, body }) =>
    updateDeliveryDetails(access, params.id, "steam", body),
  ),
});
