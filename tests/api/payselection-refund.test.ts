// Issue 10, refunds through Payselection: a guest's line that cannot be delivered is recorded as a pending card
// refund and a "refund-payment" job is queued with it; the job calls Payselection's refund API (signed, with
// the TransactionId stored when the payment was captured, an X-REQUEST-ID that stays the same for one refund),
// then the line says the money went back to the card and the ledger has the refund once. Payselection is a fake
// HTTP client that records every request; the job runs as the worker runs it (fetched from pg-boss).
import { eq } from "drizzle-orm";
import * as detailsRoute from "@/app/api/orders/[id]/details/route";
import * as supplyRoute from "@/app/api/orders/supply_channel/route";
import { publicOrigin } from "@/lib/server/auth/site-origin";
import { orderLines, payments } from "@/lib/server/db/schema";
import { requireJobQueue } from "@/lib/server/jobs/job-queue";
import { QUEUES } from "@/lib/server/jobs/queues";
import { TransientRefundError } from "@/lib/server/payments/payment-provider";
import { runRefundJob, toPaymentCurrency, type RefundJob } from "@/lib/server/payments/run-refund-job";
import { testEngines } from "../helpers/test-db";
import { insertPaymentMethod } from "./fixtures/insert-fixtures";
import { newBrowser, request } from "./orders-test-kit";
import { runDeliveries, takeMails } from "./fulfilment-test-kit";
import {
  ledgerEntries,
  currentPayment,
  orderRow,
  postPayselectionWebhook,
  payselectionSite,
  payThroughPayselection,
  providerSuite,
  type SentToProvider,
} from "./payments-test-kit";

process.env.SANDBOX_FULFILMENT_DELAY_MS = "0";

const SITE = payselectionSite("payselection-refund-secret");
const SITE_ID = SITE.id;
const hmac = SITE.sign;
const PAY_URL = "https://webform.ps.test/pay/77aa";

type Sent = SentToProvider;

describe("the refund in the payment's currency", () => {
  it("converts roubles at the payment's own rate, half up, never above what is left", () => {
    const rub = { amount: "89.00", amountRub: "89.00" };
    expect(toPaymentCurrency("89.00", rub, 8900n)).toBe(8900n);
    expect(toPaymentCurrency("89.00", rub, 5000n)).toBe(5000n);
    // 89 RUB of a 900 RUB payment taken as 5000 KZT: 494.444… KZT.
    expect(toPaymentCurrency("89.00", { amount: "5000.00", amountRub: "900.00" }, 500000n)).toBe(49444n);
    // 0.04 RUB at 1/8: 0.005, half up to 0.01.
    expect(toPaymentCurrency("0.04", { amount: "1.00", amountRub: "8.00" }, 100n)).toBe(1n);
    expect(toPaymentCurrency("0.03", { amount: "1.00", amountRub: "8.00" }, 100n)).toBe(0n);
  });
});

describe.each(testEngines)("Payselection refunds on %s", (engine) => {
  const { t, sent, provider } = providerSuite(engine, SITE.env, () => Response.json(PAY_URL));
  beforeAll(async () => {
    await insertPaymentMethod(t.db, { name: "ps-card", provider: "payselection", currencies: ["RUB"] });
  });

  /** Refund jobs queued since the last call, as the worker fetches them. */
  async function fetchRefundJobs() {
    return (
      (await requireJobQueue().fetch<RefundJob>(QUEUES.refundPayment, {
        batchSize: 20,
        includeMetadata: true,
      })) ?? []
    );
  }

  beforeEach(async () => {
    await runDeliveries();
    for (const job of await fetchRefundJobs()) await requireJobQueue().complete(QUEUES.refundPayment, job.id);
    await takeMails();
    // What the deliveries above sent to the provider is not this test's.
    sent.length = 0;
  });

  const postPayselection = (event: Record<string, unknown>) => postPayselectionWebhook(SITE, event);

  /**
   * A guest's supply-channel order for a player the sandbox provider has no stock for (id ending 1111), paid
   * through Payselection (its Payment webhook names `transactionId`), then delivered: the line is refunded.
   */
  async function refusedGuestOrder(transactionId: string | null) {
    provider.reply = () => Response.json(PAY_URL);
    const browser = newBrowser();
    const created = await request(browser, supplyRoute, "/api/orders/supply_channel/", {
      method: "POST",
      body: {
        products: [{ product_id: t.c.ffDiamonds.id, quantity: 1 }],
        supply_channel_user_id: "123451111",
        email: "guest@example.com",
      },
    });
    expect(created.status).toBe(201);
    const order = { id: created.json.id as number, hash: created.json.hash as string };
    expect(
      await payThroughPayselection(t, browser, order.id, { site: SITE, method: "ps-card", transactionId }),
    ).toEqual({ type: "redirect", url: PAY_URL });
    expect((await orderRow(t.db, order.id)).status).toBe("paid");
    expect(await runDeliveries()).toMatchObject({ failed: [] });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({
      status: "refunded",
      refundAmount: "89.00",
      refundMethod: "provider_pending",
    });
    expect((await orderRow(t.db, order.id)).status).toBe("failed");
    sent.length = 0;
    return { ...order, line, payment: await currentPayment(t.db, order.id) };
  }

  const refunds = (orderId: number) => ledgerEntries(t.db, orderId, "refund");

  const lineOf = async (orderId: number) =>
    (await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0];

  async function refundShownTo(hash: string) {
    const res = await request(newBrowser(), detailsRoute, `/api/orders/${hash}/details/`, {
      params: { id: hash },
    });
    return res.json.order_products[0].delivery.refund;
  }

  const refundAnswer = (s: Sent) => {
    const body = JSON.parse(s.body) as Record<string, string>;
    return Response.json(
      { TransactionId: "PS-REFUND-1", OrderId: "x", Amount: body.Amount, Currency: body.Currency },
      { status: 201 },
    );
  };

  it("tells the guest the card refund is arranged, not done, while Payselection has yet to pay it", async () => {
    await takeMails();
    const order = await refusedGuestOrder("PS-TX-MAIL");
    const refund = (await takeMails()).find(
      (m) => m.subject.includes(`возврат`) && m.subject.includes(`№${order.id}`),
    );
    expect(refund?.text).toContain("Мы оформили возврат");
    expect(refund?.text).not.toContain("Мы вернули");
  });

  it("sends a signed refund of the stored transaction; the line then says the card got the money back", async () => {
    const order = await refusedGuestOrder("PS00000000000077");
    expect(order.payment.providerTransactionId).toBe("PS00000000000077");
    expect(await refundShownTo(order.hash)).toMatchObject({ destination: "card", is_pending: true });
    expect(await refunds(order.id)).toMatchObject([{ outcome: "refund_pending", amountRub: "89.00" }]);
    const jobs = await fetchRefundJobs();
    expect(jobs.map((j) => j.data)).toEqual([
      {
        paymentId: order.payment.id,
        lineId: order.line.id,
        orderId: order.id,
        amountRub: "89.00",
        key: `refund-line-${order.line.id}`,
      },
    ]);

    provider.reply = refundAnswer;
    expect(await runRefundJob(jobs[0].data)).toBe("refunded");
    expect(sent).toHaveLength(1);
    const [req] = sent;
    expect([req.method, req.url]).toEqual(["POST", "https://ps.test/payments/refund"]);
    expect(req.headers["x-site-id"]).toBe(SITE_ID);
    expect(req.headers["x-request-id"]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(req.headers["x-request-signature"]).toBe(
      hmac(`POST\n/payments/refund\n${SITE_ID}\n${req.headers["x-request-id"]}\n${req.body}`),
    );
    expect(JSON.parse(req.body)).toEqual({
      TransactionId: "PS00000000000077",
      Amount: "89.00",
      Currency: "RUB",
      WebhookUrl: `${publicOrigin()}/api/payments/payselection/webhook/`,
    });

    expect((await lineOf(order.id)).refundMethod).toBe("provider");
    expect(await refundShownTo(order.hash)).toMatchObject({ destination: "card", is_pending: false });
    const ledger = await refunds(order.id);
    expect(ledger.map((e) => e.outcome)).toEqual(["refund_pending", "provider_refunded"]);
    expect(ledger[1]).toMatchObject({
      amount: "89.00",
      currency: "RUB",
      amountRub: "89.00",
      detail: { key: `refund-line-${order.line.id}`, refundId: "PS-REFUND-1" },
    });

    // The same job again (a redelivered or duplicated job) never refunds twice.
    expect(await runRefundJob(jobs[0].data)).toBe("already_done");
    expect(sent).toHaveLength(1);
    expect((await refunds(order.id)).filter((e) => e.outcome === "provider_refunded")).toHaveLength(1);

    // Payselection's Refund notification is a confirmation: into the ledger, nothing else changes.
    const notice = await postPayselection({
      Event: "Refund",
      OrderId: order.payment.providerPaymentId,
      Amount: "89.00",
      Currency: "RUB",
      TransactionId: "PS-REFUND-1",
    });
    expect(notice.json).toEqual({ status: "ok" });
    const [confirmed] = await ledgerEntries(t.db, order.id, "refund_notice");
    expect(confirmed).toMatchObject({ outcome: "informational", amount: "89.00" });
    expect(await lineOf(order.id)).toMatchObject({ status: "refunded", refundMethod: "provider" });
    expect((await orderRow(t.db, order.id)).status).toBe("failed");
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, order.payment.id));
    expect(payment.status).toBe("succeeded");
  });

  it("a 5xx fails the job for pg-boss to retry with the same request id; the retry refunds once", async () => {
    const order = await refusedGuestOrder("PS00000000000078");
    const [job] = await fetchRefundJobs();
    provider.reply = () => new Response("upstream down", { status: 503 });
    const boss = requireJobQueue();
    await expect(runRefundJob(job.data)).rejects.toBeInstanceOf(TransientRefundError);
    await boss.fail(QUEUES.refundPayment, job.id, { message: "503" });
    expect((await boss.getJobById(QUEUES.refundPayment, job.id))?.state).toBe("retry");
    expect((await lineOf(order.id)).refundMethod).toBe("provider_pending");
    expect((await refunds(order.id)).map((e) => e.outcome)).toEqual(["refund_pending"]);

    provider.reply = refundAnswer;
    expect(await runRefundJob(job.data)).toBe("refunded");
    expect(sent).toHaveLength(2);
    expect(sent[1].headers["x-request-id"]).toBe(sent[0].headers["x-request-id"]);
    expect(sent[1].body).toBe(sent[0].body);
    expect((await lineOf(order.id)).refundMethod).toBe("provider");
    expect((await refunds(order.id)).map((e) => e.outcome)).toEqual(["refund_pending", "provider_refunded"]);
  });

  it("without a stored TransactionId the refund is left to the operator as refund_failed", async () => {
    const order = await refusedGuestOrder(null);
    expect(order.payment.providerTransactionId).toBeNull();
    const [job] = await fetchRefundJobs();
    expect(await runRefundJob(job.data)).toBe("failed");
    expect(sent).toEqual([]);
    expect((await lineOf(order.id)).refundMethod).toBe("provider_pending");
    const ledger = await refunds(order.id);
    expect(ledger.map((e) => e.outcome)).toEqual(["refund_pending", "refund_failed"]);
    expect(ledger[1].detail).toMatchObject({ key: job.data.key, reason: "no_transaction_id" });
    expect(await runRefundJob(job.data)).toBe("already_done");
    expect(await refunds(order.id)).toHaveLength(2);
  });

  it("a refusal Payselection will never accept, or the last failed try, ends as refund_failed", async () => {
    const refused = await refusedGuestOrder("PS00000000000079");
    const [job] = await fetchRefundJobs();
    provider.reply = () =>
      Response.json({ Code: "TransactionNotFound", Description: "no such transaction" }, { status: 400 });
    expect(await runRefundJob(job.data)).toBe("failed");
    expect(sent).toHaveLength(1);
    expect((await refunds(refused.id))[1]).toMatchObject({
      outcome: "refund_failed",
      detail: { reason: "provider_refused", status: 400, code: "TransactionNotFound" },
    });
    expect((await lineOf(refused.id)).refundMethod).toBe("provider_pending");
    expect(await runRefundJob(job.data)).toBe("already_done");
    expect(sent).toHaveLength(1);

    const down = await refusedGuestOrder("PS00000000000080");
    const [last] = await fetchRefundJobs();
    provider.reply = () => new Response("", { status: 502 });
    expect(await runRefundJob(last.data, { isLastAttempt: true })).toBe("failed");
    expect((await refunds(down.id)).map((e) => e.outcome)).toEqual(["refund_pending", "refund_failed"]);
    expect((await lineOf(down.id)).refundMethod).toBe("provider_pending");
  });
});
