// handleRoute with the staff policy of every /api/admin call: once the caller is known, and before any input is
// read (as DRF checks permissions), the account must be staff of the endpoint's role and, unless the endpoint is
// exempt, have passed the TOTP second factor (the staff-verified cookie); the handler gets the staff account.
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import { requireStaff, type Staff } from "../auth/staff/require-staff";
import { STAFF_VERIFIED_COOKIE } from "../auth/staff/staff-verified-cookie";
import { handleRoute, type RouteContext, type RouteResult } from "./handle-route";

export function handleAdminRoute<E extends AdminEndpoint>(
  endpoint: E,
  handler: (ctx: RouteContext<E> & { staff: Staff }) => Promise<RouteResult> | RouteResult,
) {
  return handleRoute(endpoint, handler, {
    policy: async (req, { user }) => ({
      staff: await requireStaff(user, endpoint.staffRole, {
        secondFactor: endpoint.secondFactor,
        verifiedCookie: req.cookies.get(STAFF_VERIFIED_COOKIE)?.value,
      }),
    }),
  });
}
