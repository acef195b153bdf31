// POST /api/admin/orders/{id}/retry-delivery/ – queue a stuck order's delivery again, audited (support, admin)
import { retryOrderDelivery } from "@/lib/schemas/admin/orders";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { retryOrderDelivery as retryDelivery } from "@/lib/server/orders/staff/retry-order-delivery";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(retryOrderDelivery, ({ params, body, staff }) =>
    retryDelivery(params.id, staff, body.reason),
  ),
});
