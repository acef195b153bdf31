// POST /api/auth/users/reset_password/: mails a single-use link valid for an hour; silent for unknown addresses.
//
// The request only queues a send-mail job naming the address, the same single insert whether or not the address
// has an account; the job composes the mail when it runs: it looks the address up, drops the job for an unknown or
// blocked account, and otherwise stores the token and sends the link. So neither the answer's timing nor the work
// the request does (no lookup, no token insert, no mail job for one branch only) tells whether an address is
// registered, and the job is durable and retried like any other mail. It also keeps the raw token out of the
// database: the job holds the address, and the token exists only in the mail (the table keeps its hash).
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { passwordResetTokens, users } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import { logger } from "../logger";
import type { MailMessage } from "../mail/mail-message";
import { passwordResetMail } from "./account-mails";
import { authNow } from "./clock";
import { RESET_PAGE_PATH, RESET_TOKEN_MINUTES } from "./reset-link-cookie";
import { encodeUid } from "./reset-uid";

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A send-mail job whose mail is composed when it runs: a reset requested for `email`. */
export type PasswordResetMailJob = { passwordReset: { email: string; siteUrl: string } };

export async function requestPasswordReset(email: string, siteUrl: string): Promise<void> {
  const job: PasswordResetMailJob = { passwordReset: { email, siteUrl } };
  await enqueueJob(await getDb(), QUEUES.sendMail, job);
}

/**
 * Runs in the send-mail worker: the reset mail for a registered, unblocked address (its token stored now), or
 * null. A retry after a failed send mints a new link; using any link spends all of them.
 */
export async function composePasswordResetMail({
  email,
  siteUrl,
}: PasswordResetMailJob["passwordReset"]): Promise<MailMessage | null> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, email: users.email, isBlocked: users.isBlocked })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user || user.isBlocked) {
    logger.info("password reset for an address without an active account: no mail");
    return null;
  }
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(authNow().getTime() + RESET_TOKEN_MINUTES * 60_000),
  });
  const link = new URL(RESET_PAGE_PATH, siteUrl);
  link.searchParams.set("uid", encodeUid(user.id));
  link.searchParams.set("token", token);
  return passwordResetMail(user.email, link.toString(), RESET_TOKEN_MINUTES);
}
