// Demo mode: the seeded demo shopper (demo@example.com) can sign in with a known password.
import { and, isNull, sql } from "drizzle-orm";
import { getConfig } from "../config";
import type { Db } from "../db/db";
import { users } from "../db/schema";
import { DEMO_USER_EMAIL } from "../db/seed/users";
import { hashPassword } from "./password-hash";

export const DEMO_PASSWORD = "demo-password-2026";

/** Sets the demo password when the demo account has none; true when it did. Never in live mode. */
export async function ensureDemoPassword(db: Db): Promise<boolean> {
  if (getConfig().STORE_MODE !== "demo") return false;
  const isDemoWithoutPassword = and(
    sql`lower(${users.email}) = ${DEMO_USER_EMAIL}`,
    isNull(users.passwordHash),
  );
  const [pending] = await db.select({ id: users.id }).from(users).where(isDemoWithoutPassword);
  if (!pending) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const updated = await db
    .update(users)
    .set({ passwordHash })
    .where(isDemoWithoutPassword)
    .returning({ id: users.id });
  return updated.length > 0;
}
