// The staff role of an authenticated account: what both the admin API (require-staff.ts) and the console's pages
// (components/admin/read-staff-session.ts) check. Admin passes every check; support passes support's.
import { eq } from "drizzle-orm";
import type { StaffRole } from "@/lib/schemas/admin/admin-endpoint";
import type { AuthUser } from "../authenticate-request";
import { getDb } from "../../db/client";
import { users } from "../../db/schema";

export type Staff = {
  id: number;
  email: string;
  role: StaffRole;
  /** When the TOTP second factor was enabled (null: not enrolled); see second-factor.ts. */
  totpEnabledAt: Date | null;
  /** The sign-in (refresh-token family) of the access token used, which the second factor is bound to. */
  sessionId: string | null;
};

/** The account as staff if its role is `least` or admin; null for a shopper (or support where admin is needed). */
export async function findStaff(user: AuthUser, least: StaffRole): Promise<Staff | null> {
  const db = await getDb();
  const [row] = await db
    .select({ role: users.role, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, user.id));
  const role = row?.role;
  if (role !== "admin" && role !== least) return null;
  return {
    id: user.id,
    email: user.email,
    role,
    totpEnabledAt: row.totpEnabledAt,
    sessionId: user.sessionId ?? null,
  };
}
