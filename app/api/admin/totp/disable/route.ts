// POST /api/admin/totp/disable/ – switch the factor off with a code; clears the cookie; audited (support, admin)
import { disableTotp } from "@/lib/schemas/admin/totp";
import { handleTotpCode } from "@/lib/server/http/handle-totp-code";
import { disableStaffTotp } from "@/lib/server/auth/staff/staff-totp";

export const { GET, POST, PUT, PATCH, DELETE } = handleTotpCode(disableTotp, disableStaffTotp);
