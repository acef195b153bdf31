// POST /api/auth/users/: sign-up that never reveals whether the address is registered. A duplicate gets the
// same 201 {id, email} (the id drawn from the same sequence, so it looks like a fresh one) and the same
// scrypt work; the address's owner gets a notice by e-mail instead of a welcome.
import { sql } from "drizzle-orm";
import { PASSWORD_LIKE_EMAIL, isPasswordLikeEmail } from "@/lib/schemas/auth/fields";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { fieldError } from "../http/api-error";
import { sendMailInBackground } from "../mail/send-mail";
import { alreadyRegisteredMail, welcomeMail } from "./account-mails";
import { hashPassword } from "./password-hash";

export async function registerUser(
  email: string,
  password: string,
  siteUrl: string,
): Promise<{ id: number; email: string }> {
  if (isPasswordLikeEmail(password, email)) throw fieldError("password", PASSWORD_LIKE_EMAIL);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) {
    sendMailInBackground(welcomeMail(email, siteUrl));
    return { id: created.id, email };
  }
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`,
  )) as unknown as {
    rows: { id: number }[];
  };
  sendMailInBackground(alreadyRegisteredMail(email, siteUrl));
  return { id: Number(result.rows[0].id), email };
}
