// GET /api/admin/orders/export/ – the filtered orders as a CSV file (support, admin)
import { exportAdminOrders } from "@/lib/schemas/admin/orders";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { exportAdminOrders as exportOrders } from "@/lib/server/orders/staff/export-admin-orders";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(exportAdminOrders, ({ query }) => exportOrders(query)),
});
