// The job queue on the store's own database (PGlite and PostgreSQL): a job sent inside a transaction exists
// exactly when the transaction commits, and a worker fetches it once.
import { sql } from "drizzle-orm";
import { enqueueJob } from "@/lib/server/jobs/enqueue-job";
import { requireJobQueue } from "@/lib/server/jobs/job-queue";
import { QUEUES } from "@/lib/server/jobs/queues";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";

describe.each(testEngines)("job queue on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
  }, 30_000);
  afterAll(() => t.close());

  const fetchAll = async () => (await requireJobQueue().fetch(QUEUES.sendMail, { batchSize: 50 })) ?? [];

  it("a job sent in a transaction that rolls back never exists; one that commits is fetched once", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueJob(tx, QUEUES.sendMail, { marker: "rolled-back" });
        throw new Error("payment failed");
      }),
    ).rejects.toThrow("payment failed");
    await t.db.transaction(async (tx) => {
      await enqueueJob(tx, QUEUES.sendMail, { marker: "committed", nested: { amount: "149.00" } });
      // Visible inside its own transaction, like the rest of what the transaction wrote.
      const inside = await tx.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'send-mail'`,
      );
      expect((inside as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    });
    const jobs = await fetchAll();
    expect(jobs.map((j) => j.data)).toEqual([{ marker: "committed", nested: { amount: "149.00" } }]);
    expect(await fetchAll()).toEqual([]);
  });

  it("refuses a job for a queue that does not exist instead of losing it", async () => {
    await expect(
      t.db.transaction((tx) => enqueueJob(tx, "no-such-queue" as typeof QUEUES.sendMail, { x: 1 })),
    ).rejects.toThrow(/refused the job/);
  });
});
