// POST /api/admin/users/{id}/balance/ – credit or debit the balance for a reason: ledger and audit (admin)
import { adjustUserBalance } from "@/lib/schemas/admin/users";
import { adjustUserBalance as adjustBalance } from "@/lib/server/accounts/adjust-user-balance";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(adjustUserBalance, ({ params, body, staff }) =>
    adjustBalance(params.id, { amount: body.amount, reason: body.reason, requestId: body.request_id }, staff),
  ),
});
