// Who may use the operator console: a signed-in account whose role is support or admin. No account answers 401, a
// shopper's (or support's, where admin is needed) 403, as DRF's IsAuthenticated and its permission classes do.
// Staff who have not passed the TOTP second factor where it is required get 403 with its own code
// (totp_enrolment_required or totp_required), except on the calls that pass it.
import type { StaffRole } from "@/lib/schemas/admin/admin-endpoint";
import type { AuthUser } from "../authenticate-request";
import { notAuthenticated, permissionDenied } from "../../errors/domain-error";
import { findStaff, type Staff } from "./find-staff";
import { requireSecondFactor } from "./second-factor";

export type { Staff } from "./find-staff";

/** The second factor: "exempt" endpoints skip it; otherwise the staff-verified cookie's value must prove it. */
export type SecondFactorProof = { secondFactor?: "exempt"; verifiedCookie: string | undefined };

/** The staff account of the caller, if its role is `least` or admin; otherwise the domain error to answer. */
export async function requireStaff(
  user: AuthUser | null,
  least: StaffRole,
  { secondFactor, verifiedCookie }: SecondFactorProof,
): Promise<Staff> {
  if (!user) throw notAuthenticated();
  const staff = await findStaff(user, least);
  if (!staff) throw permissionDenied();
  if (secondFactor !== "exempt") await requireSecondFactor(staff, verifiedCookie);
  return staff;
}
