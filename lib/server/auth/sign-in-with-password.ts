// POST /api/auth/jwt/create/: e-mail and password -> token pair. An unknown e-mail costs the same scrypt
// work and gets the same answer as a wrong password, so neither timing nor body reveals registration.
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { noAccess, noActiveAccount } from "./auth-errors";
import { issueTokenPair, type TokenPair } from "./issue-token-pair";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./password-hash";

export async function signInWithPassword(email: string, password: string): Promise<TokenPair> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isBlocked: users.isBlocked })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const isValid = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !user.passwordHash || !isValid) throw noActiveAccount();
  if (user.isBlocked) throw noAccess();
  return issueTokenPair(db, user.id);
}
