// Who may use the operator console: a signed-in account whose role is support or admin. No token answers 401, a
// shopper's token (or support's, where admin is needed) 403, as DRF's IsAuthenticated and its permission classes do.
// Staff who have not passed the TOTP second factor where it is required get 403 with its own code
// (totp_enrolment_required or totp_required), except on the calls that pass it.
import type { NextRequest } from "next/server";
import type { StaffRole } from "@/lib/schemas/admin/admin-endpoint";
import { authenticateRequest } from "../auth/authenticate-request";
import { notAuthenticated, permissionDenied } from "../errors/domain-error";
import { findStaff, type Staff } from "./find-staff";
import { requireSecondFactor } from "./second-factor";
import { STAFF_VERIFIED_COOKIE } from "./staff-verified-cookie";

export type { Staff } from "./find-staff";

/** The staff account behind the request, if its role is `least` or admin; otherwise the ApiError to answer. */
export async function requireStaff(
  req: NextRequest,
  least: StaffRole,
  secondFactor?: "exempt",
): Promise<Staff> {
  const { user } = await authenticateRequest(req);
  if (!user) throw notAuthenticated();
  const staff = await findStaff(user, least);
  if (!staff) throw permissionDenied();
  if (secondFactor !== "exempt")
    await requireSecondFactor(staff, req.cookies.get(STAFF_VERIFIED_COOKIE)?.value);
  return staff;
}
