// Shared steps of the fulfilment API tests: pay an order through the sandbox (its delivery job and receipt are
// sent in the paying transaction), run the queued delivery jobs the way the worker does, read the queued mails.
import { deliverOrder } from "@/lib/server/fulfilment/deliver-order";
import { requireJobQueue } from "@/lib/server/jobs/job-queue";
import { QUEUES } from "@/lib/server/jobs/queues";
import type { Browser, CheckoutEnv } from "./orders-test-kit";
import { currentPayment, decide, orderRow, pay } from "./payments-test-kit";

export type MailJob = { to: string; subject: string; text: string; html?: string };

/** Runs queued delivery jobs until none is left or one fails; a failed job is failed as the worker fails it. */
export async function runDeliveries(): Promise<{ ran: number; failed: string[] }> {
  const boss = requireJobQueue();
  const failed: string[] = [];
  let ran = 0;
  for (;;) {
    const jobs = await boss.fetch<{ orderId: number }>(QUEUES.deliverOrder, { batchSize: 10 });
    if (!jobs?.length) return { ran, failed };
    for (const job of jobs) {
      ran += 1;
      try {
        await deliverOrder(job.data.orderId);
        await boss.complete(QUEUES.deliverOrder, job.id);
      } catch (err) {
        failed.push((err as Error).message);
        await boss.fail(QUEUES.deliverOrder, job.id);
      }
    }
    if (failed.length) return { ran, failed };
  }
}

/** The mails queued since the last call. */
export async function takeMails(): Promise<MailJob[]> {
  const jobs = (await requireJobQueue().fetch<MailJob>(QUEUES.sendMail, { batchSize: 100 })) ?? [];
  return jobs.map((j) => j.data);
}

/** Pays the order with the sandbox card (or the balance, when it covers all) and checks it is paid. */
export async function payAndApprove(t: CheckoutEnv, browser: Browser, orderId: number) {
  const res = await pay(browser, "sandbox-card", { order_id: orderId, currency: "RUB" });
  if (res.json.type !== "wait_order_state") {
    await decide((await currentPayment(t.db, orderId)).providerPaymentId, "approve");
  }
  expect((await orderRow(t.db, orderId)).status).toBe("paid");
}
