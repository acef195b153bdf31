// POST /api/admin/users/{id}/block/ – stop the account's sign-in and revoke its sessions, audited (admin)
import { blockUser } from "@/lib/schemas/admin/users";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { setUserBlocked } from "@/lib/server/accounts/set-user-blocked";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(blockUser, ({ params, body, staff }) =>
    setUserBlocked(params.id, true, staff, body.reason),
  ),
});
