// GET /api/admin/dashboard/ – the console's figures over the last days (support, admin)
import { getAdminDashboard } from "@/lib/schemas/admin/dashboard";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { getDashboard } from "@/lib/server/admin/get-dashboard";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(getAdminDashboard, ({ query }) => getDashboard(query)),
});
