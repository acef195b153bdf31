// GET /api/admin/totp/ – the caller's TOTP second factor: enrolled, required, verified here (support, admin)
import { getAdminTotp } from "@/lib/schemas/admin/totp";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { getTotpStatus } from "@/lib/server/auth/staff/staff-totp";
import { STAFF_VERIFIED_COOKIE } from "@/lib/server/auth/staff/staff-verified-cookie";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(getAdminTotp, ({ req, staff }) =>
    getTotpStatus(staff, req.cookies.get(STAFF_VERIFIED_COOKIE)?.value),
  ),
});
