// Server-side check of a console page's visitor: the access cookie is verified, then the account's role, then the
// TOTP second factor where it is required (the staff-verified cookie). The page shows the console to staff, renews
// an expired access token in the browser, asks for the code or the enrolment, and otherwise says who may enter
// (the API answers the same visitors 401 or 403).
import { cookies } from "next/headers";
import type { StaffRole } from "@/lib/schemas/admin/admin-endpoint";
import { ACCESS_COOKIE } from "@/lib/api/constants";
import { findStaff, type Staff } from "@/lib/server/auth/staff/find-staff";
import { secondFactorState, type SecondFactorState } from "@/lib/server/auth/staff/second-factor";
import { STAFF_VERIFIED_COOKIE } from "@/lib/server/auth/staff/staff-verified-cookie";
import { authenticateAccessToken } from "@/lib/server/auth/authenticate-request";
import { isExpiredToken } from "@/lib/server/auth/jwt";

export type StaffSession =
  | { kind: "staff"; staff: Staff }
  | { kind: "second_factor"; staff: Staff; state: Exclude<SecondFactorState, "passed"> }
  | { kind: "renew" }
  | { kind: "signed_out" }
  | { kind: "forbidden" };

/** `secondFactor` "exempt": the page that enrols the factor opens without it. */
export async function readStaffSession(least: StaffRole, secondFactor?: "exempt"): Promise<StaffSession> {
  const jar = await cookies();
  const access = jar.get(ACCESS_COOKIE)?.value;
  if (!access) return { kind: "signed_out" };
  let user;
  try {
    user = await authenticateAccessToken(access);
  } catch {
    return (await isExpiredToken(access, "access")) ? { kind: "renew" } : { kind: "signed_out" };
  }
  const staff = await findStaff(user, least);
  if (!staff) return { kind: "forbidden" };
  if (secondFactor === "exempt") return { kind: "staff", staff };
  const state = await secondFactorState(staff, jar.get(STAFF_VERIFIED_COOKIE)?.value);
  return state === "passed" ? { kind: "staff", staff } : { kind: "second_factor", staff, state };
}
