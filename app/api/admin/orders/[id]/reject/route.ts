// POST /api/admin/orders/{id}/reject/ – staff reject a paid order, its undelivered part refunded; audited (support, admin)
import { rejectOrder } from "@/lib/schemas/admin/order-actions";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { rejectOrderByStaff } from "@/lib/server/orders/staff/order-by-staff";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(rejectOrder, ({ params, body, staff }) =>
    rejectOrderByStaff(params.id, staff, body.reason),
  ),
});
