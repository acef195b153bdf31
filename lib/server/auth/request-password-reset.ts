// POST /api/auth/users/reset_password/: mails a single-use link valid for an hour; silent for unknown addresses.
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { passwordResetTokens, users } from "../db/schema";
import { sendMailInBackground } from "../mail/send-mail";
import { passwordResetMail } from "./account-mails";
import { authNow } from "./clock";
import { encodeUid } from "./reset-uid";

export const RESET_TOKEN_MINUTES = 60;

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function requestPasswordReset(email: string, siteUrl: string): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, email: users.email, isBlocked: users.isBlocked })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user || user.isBlocked) return;
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(authNow().getTime() + RESET_TOKEN_MINUTES * 60_000),
  });
  const link = new URL("/auth/reset-password", siteUrl);
  link.searchParams.set("uid", encodeUid(user.id));
  link.searchParams.set("token", token);
  sendMailInBackground(passwordResetMail(user.email, link.toString(), RESET_TOKEN_MINUTES));
}
