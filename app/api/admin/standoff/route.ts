// GET /api/admin/standoff/ – paid Standoff lines waiting for a market purchase (support, admin)
import { listAdminStandoffQueue } from "@/lib/schemas/admin/standoff";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { methods } from "@/lib/server/http/methods";
import { readStandoffQueue } from "@/lib/server/operator/standoff-queue-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listAdminStandoffQueue, () => readStandoffQueue()),
});
