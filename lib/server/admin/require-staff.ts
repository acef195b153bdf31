// Who may use the operator console: a signed-in account whose role is support or admin. No token answers 401, a
// shopper's token (or support's, where admin is needed) 403, as DRF's IsAuthenticated and its permission classes do.
import type { StaffRole } from "@/lib/schemas/admin/admin-endpoint";
import { authenticateRequest } from "../auth/authenticate-request";
import { notAuthenticated, permissionDenied } from "../http/api-error";
import { findStaff, type Staff } from "./find-staff";

export type { Staff } from "./find-staff";

/** The staff account behind the request, if its role is `least` or admin; otherwise the ApiError to answer. */
export async function requireStaff(req: Request, least: StaffRole): Promise<Staff> {
  const { user } = await authenticateRequest(req);
  if (!user) throw notAuthenticated();
  const staff = await findStaff(user, least);
  if (!staff) throw permissionDenied();
  return staff;
}
