// GET /api/admin/users/{id}/ – an account with social bindings, orders, balance movements and audit (support, admin)
import { getAdminUser } from "@/lib/schemas/admin/users";
import { getAdminUser as loadAdminUser } from "@/lib/server/accounts/get-admin-user";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(getAdminUser, ({ params }) => loadAdminUser(params.id)),
});
