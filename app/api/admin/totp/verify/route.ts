// POST /api/admin/totp/verify/ – the console's sign-in step; sets the staff-verified cookie; audited (support, admin)
import { verifyTotp } from "@/lib/schemas/admin/totp";
import { handleTotpCode } from "@/lib/server/http/handle-totp-code";
import { verifyStaffTotp } from "@/lib/server/auth/staff/staff-totp";

export const { GET, POST, PUT, PATCH, DELETE } = handleTotpCode(verifyTotp, verifyStaffTotp);
