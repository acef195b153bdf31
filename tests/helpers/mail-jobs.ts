// The queued e-mails in tests: every mail is a `send-mail` job, run here as the mail worker runs it (sendMail; a
// message refused for good is dropped, any other failure fails the job so pg-boss retries it later).
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import { requireJobQueue } from "@/lib/server/jobs/job-queue";
import { QUEUES } from "@/lib/server/jobs/queues";
import { MailRefusedError, sendMail, type MailJob } from "@/lib/server/mail/send-mail";

export type MailJobRun = { ran: number; refused: number; failed: string[] };

/** Runs the send-mail jobs that are due until none is left; failed ones wait for their retry. */
export async function runMailJobs(): Promise<MailJobRun> {
  const boss = requireJobQueue();
  const run: MailJobRun = { ran: 0, refused: 0, failed: [] };
  for (;;) {
    const jobs = await boss.fetch<MailJob>(QUEUES.sendMail, { batchSize: 50 });
    if (!jobs?.length) return run;
    for (const job of jobs) {
      run.ran += 1;
      try {
        await sendMail(job.data);
        await boss.complete(QUEUES.sendMail, job.id);
      } catch (err) {
        if (err instanceof MailRefusedError) {
          run.refused += 1;
          await boss.complete(QUEUES.sendMail, job.id);
        } else {
          run.failed.push((err as Error).message);
          await boss.fail(QUEUES.sendMail, job.id, { message: (err as Error).message });
        }
      }
    }
  }
}

export type StoredMailJob = { id: string; state: string; retryCount: number; data: MailJob };

/** The send-mail jobs in the queue's table, oldest first, whatever their state. */
export async function storedMailJobs(db: Db): Promise<StoredMailJob[]> {
  const result = (await db.execute(sql`
    select id::text as id, state::text as state, retry_count as "retryCount", data
    from pgboss.job where name = ${QUEUES.sendMail} order by created_on, id
  `)) as unknown as { rows: StoredMailJob[] };
  return result.rows;
}

/** Makes the jobs waiting for a retry due now (instead of after their backoff). */
export async function makeMailRetriesDue(db: Db): Promise<void> {
  await db.execute(
    sql`update pgboss.job set start_after = now() where name = ${QUEUES.sendMail} and state = 'retry'`,
  );
}
