// POST /api/admin/orders/{id}/correct-delivery/ – correct a line's delivery details and deliver it again,
// audited before/after (support, admin)
import { correctOrderDelivery } from "@/lib/schemas/admin/order-correction";
import { correctOrderDelivery as correctDelivery } from "@/lib/server/orders/staff/correct-order-delivery";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(correctOrderDelivery, ({ params, body, staff }) => {
    const { line_id: lineId, reason, ...details } = body;
    return correctDelivery(params.id, staff, { ...details, lineId, reason });
  }),
});
