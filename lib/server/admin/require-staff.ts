// Who may use the operator console: a signed-in account whose role is support or admin. No token answers 401, a
// shopper's token (or support's, where admin is needed) 403, as DRF's IsAuthenticated and its permission classes do.
import { eq } from "drizzle-orm";
import type { StaffRole } from "@/lib/schemas/admin/admin-endpoint";
import { authenticateRequest } from "../auth/authenticate-request";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { notAuthenticated, permissionDenied } from "../http/api-error";

export type Staff = { id: number; email: string; role: StaffRole };

/** The staff account behind the request, if its role is `least` or admin; otherwise the ApiError to answer. */
export async function requireStaff(req: Request, least: StaffRole): Promise<Staff> {
  const { user } = await authenticateRequest(req);
  if (!user) throw notAuthenticated();
  const db = await getDb();
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
  const role = row?.role;
  if (role !== "admin" && role !== least) throw permissionDenied();
  return { id: user.id, email: user.email, role };
}
