// POST /api/admin/orders/{id}/mark-delivered/ – staff deliver a line (or a gift's key) by hand; audited (support, admin)
import { markOrderDelivered } from "@/lib/schemas/admin/order-actions";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { markOrderDelivered as markDelivered } from "@/lib/server/orders/staff/order-by-staff";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(markOrderDelivered, ({ params, body, staff }) =>
    markDelivered(params.id, staff, { lineId: body.line_id, code: body.code, note: body.note }),
  ),
});
