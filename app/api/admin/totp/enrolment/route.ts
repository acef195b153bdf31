// POST /api/admin/totp/enrolment/ – issue a TOTP secret for the QR code; audited (support, admin)
import { startTotpEnrolment as endpoint } from "@/lib/schemas/admin/totp";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { startTotpEnrolment } from "@/lib/server/auth/staff/staff-totp";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(endpoint, ({ staff }) => startTotpEnrolment(staff)),
});
