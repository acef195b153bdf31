// GET /api/admin/orders/{id}/ – one order with lines, timeline, payments, ledger and audit (support, admin)
import { getAdminOrder } from "@/lib/schemas/admin/orders";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { getAdminOrder as loadAdminOrder } from "@/lib/server/orders/staff/get-admin-order";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(getAdminOrder, ({ params }) => loadAdminOrder(params.id)),
});
