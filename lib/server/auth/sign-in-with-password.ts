// POST /api/auth/jwt/create/: e-mail and password -> token pair. An unknown e-mail costs the same scrypt
// work and gets the same answer as a wrong password, so neither timing nor body reveals registration.
// Guesses are slowed down per caller address (throttleSignIn), never per account alone.
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { noAccess, noActiveAccount } from "./auth-errors";
import { throttleSignIn } from "./auth-rate-limits";
import { issueTokenPair, type TokenPair } from "./issue-token-pair";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./password-hash";

export async function signInWithPassword(
  email: string,
  password: string,
  address: string,
): Promise<TokenPair> {
  const db = await getDb();
  const userId = await throttleSignIn(address, email, async () => {
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, isBlocked: users.isBlocked })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    const isValid = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !user.passwordHash || !isValid) throw noActiveAccount();
    return user;
  }).then((user) => {
    // A blocked account's right password is not a guess to slow down, but it gets no tokens.
    if (user.isBlocked) throw noAccess();
    return user.id;
  });
  return issueTokenPair(db, userId);
}
