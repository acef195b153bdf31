// POST /api/admin/totp/confirm/ – confirm the issued secret with a first code; sets the staff-verified cookie;
// audited (support, admin)
import { confirmTotpEnrolment as endpoint } from "@/lib/schemas/admin/totp";
import { handleTotpCode } from "@/lib/server/http/handle-totp-code";
import { confirmTotpEnrolment } from "@/lib/server/auth/staff/staff-totp";

export const { GET, POST, PUT, PATCH, DELETE } = handleTotpCode(endpoint, confirmTotpEnrolment);
