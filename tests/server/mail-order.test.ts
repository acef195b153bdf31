// Issue 25, item 10: an order's "delivered" mail waits while its receipt is still to be sent (a receipt cut by a
// worker's crash is retried later and must not arrive second).
import { enqueueJob } from "@/lib/server/jobs/enqueue-job";
import { requireJobQueue } from "@/lib/server/jobs/job-queue";
import { QUEUES } from "@/lib/server/jobs/queues";
import { assertReceiptSentFirst, MailNotYetError } from "@/lib/server/mail/mail-order";
import { startTestDb, type TestDb } from "../helpers/test-db";

describe("order mails in order", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ seed: false });
  }, 30_000);
  afterAll(() => t.close());

  const mail = (orderId: number, template: string) => ({
    to: "buyer@example.com",
    subject: template,
    text: template,
    orderId,
    template,
  });

  it("holds a later mail of the order until its receipt has gone", async () => {
    const receipt = (await enqueueJob(t.db, QUEUES.sendMail, mail(7, "receipt")))!;
    const delivered = (await enqueueJob(t.db, QUEUES.sendMail, mail(7, "delivered")))!;
    const other = (await enqueueJob(t.db, QUEUES.sendMail, mail(8, "delivered")))!;
    const job = (id: string, data: unknown) => ({ id, data });
    await expect(assertReceiptSentFirst(job(delivered, mail(7, "delivered")))).rejects.toBeInstanceOf(
      MailNotYetError,
    );
    // Another order's mail and the receipt itself never wait.
    await expect(assertReceiptSentFirst(job(other, mail(8, "delivered")))).resolves.toBeUndefined();
    await expect(assertReceiptSentFirst(job(receipt, mail(7, "receipt")))).resolves.toBeUndefined();
    // Staff resending a mail does not wait either.
    await expect(
      assertReceiptSentFirst(job(delivered, { ...mail(7, "delivered"), resentFrom: receipt })),
    ).resolves.toBeUndefined();

    const boss = requireJobQueue();
    const fetched = (await boss.fetch(QUEUES.sendMail, { batchSize: 10 })) ?? [];
    expect(fetched.map((j) => j.id)).toContain(receipt);
    await boss.complete(QUEUES.sendMail, receipt);
    await expect(assertReceiptSentFirst(job(delivered, mail(7, "delivered")))).resolves.toBeUndefined();
  });
});
