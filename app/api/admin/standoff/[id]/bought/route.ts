// POST /api/admin/standoff/{id}/bought/ – staff bought the skin: the line is delivered; audited (support, admin)
import { markAdminStandoffBought } from "@/lib/schemas/admin/standoff";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { markBoughtByStaff } from "@/lib/server/orders/staff/standoff-by-staff";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(markAdminStandoffBought, ({ params, body, staff }) =>
    markBoughtByStaff(params.id, staff, body.note),
  ),
});
