// A job sent while serving a request carries that request's id, so the worker's log lines and provider calls for
// it name the request; outside a request nothing is added.
import { getDb } from "@/lib/server/db/client";
import { withRequestId, currentRequestId } from "@/lib/server/http/request-context";
import { enqueueJob, enqueueJobs } from "@/lib/server/jobs/enqueue-job";
import { requireJobQueue } from "@/lib/server/jobs/job-queue";
import { QUEUES } from "@/lib/server/jobs/queues";
import { startTestDb, type TestDb } from "../helpers/test-db";

describe("request context", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ seed: false });
  }, 30_000);
  afterAll(() => t.close());

  it("is the request's id inside it and nothing outside", async () => {
    expect(currentRequestId()).toBeUndefined();
    await withRequestId("req-1", async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(currentRequestId()).toBe("req-1");
    });
    expect(currentRequestId()).toBeUndefined();
  });

  it("travels with the jobs sent during the request", async () => {
    const db = await getDb();
    await withRequestId("req-2", () =>
      db.transaction(async (tx) => {
        await enqueueJob(tx, QUEUES.refundPayment, { paymentId: 1 });
        await enqueueJobs(tx, QUEUES.refundPayment, [{ data: { paymentId: 2 } }]);
      }),
    );
    await db.transaction((tx) => enqueueJob(tx, QUEUES.refundPayment, { paymentId: 3 }));
    const jobs = await requireJobQueue().fetch<{ paymentId: number; requestId?: string }>(
      QUEUES.refundPayment,
      {
        batchSize: 10,
      },
    );
    expect(jobs.map((j) => j.data).sort((a, b) => a.paymentId - b.paymentId)).toEqual([
      { paymentId: 1, requestId: "req-2" },
      { paymentId: 2, requestId: "req-2" },
      { paymentId: 3 },
    ]);
  });
});
