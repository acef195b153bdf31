// The e-mails of one order, read from the queue that sent them: every order e-mail is a send-mail job tagged with
// its order and template (mail/order-mail-job.ts), kept in pgboss.job for 12 hours after it ran, then in
// pgboss.archive for 7 days (pg-boss's defaults), so the list covers about a week. Mails queued before the tag
// existed carry no order and are not listed.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import { QUEUES } from "../../jobs/queues";
import type { OrderMailJob } from "../../mail/order-mail-job";

export type StoredOrderMail = {
  id: string;
  data: OrderMailJob;
  state: string;
  attempts: number;
  created: Date | string;
  completed: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function mailsIn(table: "job" | "archive", orderId: number, emailId?: string) {
  return sql`
    select id::text as id, data, state::text as state, retry_count as attempts, created_on as created,
           completed_on as completed
      from ${sql.raw(`pgboss.${table}`)}
     where name = ${QUEUES.sendMail} and data->>'orderId' = ${String(orderId)}
           ${emailId ? sql`and id = ${emailId}::uuid` : sql``}`;
}

/** The order's e-mails, oldest first; with `emailId`, that one alone (when it is the order's). */
export function loadOrderMails(db: Db, orderId: number, emailId?: string): Promise<StoredOrderMail[]> {
  return queryRows<StoredOrderMail>(
    db,
    sql`${mailsIn("job", orderId, emailId)} union all ${mailsIn("archive", orderId, emailId)} order by created, id`,
  );
}

/** An e-mail as the console shows it. */
export function toAdminMail(mail: StoredOrderMail) {
  return {
    id: mail.id,
    template: mail.data.template,
    subject: mail.data.subject,
    to: mail.data.to,
    state: mail.state,
    attempts: Number(mail.attempts),
    created: iso(mail.created),
    sent: mail.state === "completed" && mail.completed ? iso(mail.completed) : null,
    resentFrom: mail.data.resentFrom ?? null,
  };
}
