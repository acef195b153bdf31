// POST /api/admin/users/{id}/unblock/ – let the account sign in again, audited (admin)
import { unblockUser } from "@/lib/schemas/admin/users";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { setUserBlocked } from "@/lib/server/accounts/set-user-blocked";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(unblockUser, ({ params, body, staff }) =>
    setUserBlocked(params.id, false, staff, body.reason),
  ),
});
