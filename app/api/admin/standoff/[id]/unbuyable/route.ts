// POST /api/admin/standoff/{id}/unbuyable/ – the skin could not be bought; audited (support, admin)
import { markAdminStandoffUnbuyable } from "@/lib/schemas/admin/standoff";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { markUnbuyableByStaff } from "@/lib/server/orders/staff/standoff-by-staff";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(markAdminStandoffUnbuyable, ({ params, body, staff }) =>
    markUnbuyableByStaff(params.id, staff, body.reason),
  ),
});
