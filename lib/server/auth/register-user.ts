// POST /api/auth/users/: sign-up that never reveals whether the address is registered. A duplicate gets the
// same 201 {id, email} and the same scrypt work; the address's owner gets a notice by e-mail instead of a welcome.
// Either mail is a send-mail job queued in the transaction that creates the account (or finds it taken): both
// branches do the same insert, and a mail exists exactly when its account does, retried until the mail goes out.
import { sql } from "drizzle-orm";
import { PASSWORD_LIKE_EMAIL, isPasswordLikeEmail } from "@/lib/schemas/auth/fields";
import { getDb } from "../db/client";
import { fieldError } from "../errors/domain-error";
import { enqueueJob } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import { alreadyRegisteredMail, welcomeMail } from "./account-mails";
import { hashPassword } from "./password-hash";

type Row = { id: number | string; is_created: boolean };

export async function registerUser(
  email: string,
  password: string,
  siteUrl: string,
): Promise<{ id: number; email: string }> {
  if (isPasswordLikeEmail(password, email)) throw fieldError("password", PASSWORD_LIKE_EMAIL);
  // Hashed whether or not the address is taken, so both answers cost the same time.
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  // Either way exactly one value of the id sequence is used, so the ids a caller sees advance alike for a
  // new and a taken address. A plain INSERT refused by the unique index would burn a value of its own (a gap
  // that tells a taken address apart), hence INSERT ... SELECT ... WHERE NOT EXISTS; a taken address then
  // draws the id it answers with from the sequence (COALESCE evaluates nextval only when nothing was inserted).
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with created as (
        insert into users (email, password_hash)
        select ${email}, ${passwordHash}
        where not exists (select 1 from users where lower(email) = lower(${email}))
        on conflict do nothing
        returning id
      )
      select coalesce((select id from created), nextval(pg_get_serial_sequence('users', 'id'))::int) as id,
             exists (select 1 from created) as is_created
    `)) as unknown as { rows: Row[] };
    const [row] = result.rows;
    const mail = row.is_created ? welcomeMail(email, siteUrl) : alreadyRegisteredMail(email, siteUrl);
    await enqueueJob(tx, QUEUES.sendMail, mail);
    return { id: Number(row.id), email };
  });
}
