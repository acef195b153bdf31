// Server-side check of a console page's visitor: the access cookie is verified, then the account's role. The
// page shows the console to staff, renews an expired access token in the browser, and otherwise says who may
// enter (the API answers the same visitors 401 or 403).
import { cookies } from "next/headers";
import type { StaffRole } from "@/lib/schemas/admin/admin-endpoint";
import { ACCESS_COOKIE } from "@/lib/api/constants";
import { findStaff, type Staff } from "@/lib/server/admin/find-staff";
import { authenticateAccessToken } from "@/lib/server/auth/authenticate-request";
import { isExpiredToken } from "@/lib/server/auth/jwt";

export type StaffSession =
  { kind: "staff"; staff: Staff } | { kind: "renew" } | { kind: "signed_out" } | { kind: "forbidden" };

export async function readStaffSession(least: StaffRole): Promise<StaffSession> {
  const access = (await cookies()).get(ACCESS_COOKIE)?.value;
  if (!access) return { kind: "signed_out" };
  let user;
  try {
    user = await authenticateAccessToken(access);
  } catch {
    return (await isExpiredToken(access, "access")) ? { kind: "renew" } : { kind: "signed_out" };
  }
  const staff = await findStaff(user, least);
  return staff ? { kind: "staff", staff } : { kind: "forbidden" };
}
