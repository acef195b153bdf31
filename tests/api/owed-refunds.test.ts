// Refunds owed to guests through a payment provider (lib/server/payments/owed-refunds.ts): a GetPay guest's
// refunded line or gift (GetPay has no refund call) and a Payselection refund its job gave up on are listed for the
// operator until one records the refund made by hand; recording writes the settling ledger entry under the refund
// job's key, once (a second record or a late job books nothing), and is audited. A refund the job still holds is
// not listed and cannot be recorded.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import * as getpayRoute from "@/app/api/payments/getpay/notify/route";
import { auditLog, orderLines } from "@/lib/server/db/schema";
import { requireJobQueue } from "@/lib/server/jobs/job-queue";
import { QUEUES } from "@/lib/server/jobs/queues";
import { listOwedRefunds, recordOwedRefund } from "@/lib/server/payments/owed-refunds";
import { runRefundJob, type RefundJob } from "@/lib/server/payments/run-refund-job";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { insertPaymentMethod } from "./fixtures/insert-fixtures";
import { newBrowser, type Browser } from "./orders-test-kit";
import { runDeliveries, takeMails } from "./fulfilment-test-kit";
import {
  createGiftOrder,
  createSupplyOrder,
  currentPayment,
  ledgerEntries,
  orderRow,
  pay,
  payselectionSite,
  payThroughPayselection,
  providerSuite,
} from "./payments-test-kit";

process.env.SANDBOX_FULFILMENT_DELAY_MS = "0";

const SITE = payselectionSite("owed-refunds-secret");
const WALLET = "W-2002";
const GETPAY_SECRET = "getpay-owed-secret";
const ENV = {
  ...SITE.env,
  GETPAY_WALLET_ID: WALLET,
  GETPAY_SECRET,
  GETPAY_FORM_URL: "https://getpay.test/pay",
};
const PAY_URL = "https://webform.ps.test/pay/91bb";
const actor = { id: null, email: "cli:ops", channel: "cli" as const };

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

describe.each(testEngines)("refunds owed through a provider on %s", (engine) => {
  const { t, provider } = providerSuite(engine, ENV, () => Response.json(PAY_URL));
  beforeAll(async () => {
    await insertPaymentMethod(t.db, { name: "ps-card", provider: "payselection", currencies: ["RUB"] });
    await insertPaymentMethod(t.db, { name: "getpay-wallet", provider: "getpay", currencies: ["RUB"] });
  });

  const fetchRefundJobs = async () =>
    (await requireJobQueue().fetch<RefundJob>(QUEUES.refundPayment, { batchSize: 20 })) ?? [];

  beforeEach(async () => {
    await runDeliveries();
    for (const job of await fetchRefundJobs()) await requireJobQueue().complete(QUEUES.refundPayment, job.id);
    await takeMails();
  });

  /** A guest's supply-channel order for a player the sandbox has no stock for (id ending 1111). */
  const guestOrder = async (browser: Browser, player: string) =>
    (await createSupplyOrder(t, browser, player)).id;

  /** GetPay's signed notify that the order's current payment was paid. */
  async function paidByGetpay(browser: Browser, orderId: number) {
    expect((await pay(browser, "getpay-wallet", { order_id: orderId, currency: "RUB" })).status).toBe(200);
    const payment = await currentPayment(t.db, orderId);
    const fields = {
      WALLET_ID: WALLET,
      WALLET_TYPE: "RUB",
      SUM: payment.amount,
      ORDER_ID: payment.providerPaymentId,
      P_TYPE: "card",
      P_WALLET: "4111****1111",
      PAYMENT_ID: `GP-${orderId}`,
    };
    const SIGN = sha(`${WALLET}:${fields.SUM}:${fields.ORDER_ID}:${fields.PAYMENT_ID}:${GETPAY_SECRET}`);
    const res = await callRoute(getpayRoute, "/api/payments/getpay/notify/", {
      method: "POST",
      rawBody: new URLSearchParams({ ...fields, SIGN }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([res.status, res.text]).toEqual([200, "OK"]);
    expect((await orderRow(t.db, orderId)).status).toBe("paid");
  }

  /** A guest's line paid through Payselection and refunded by the delivery: its refund job is queued. */
  async function payselectionRefund(transactionId: string | null) {
    const browser = newBrowser();
    const orderId = await guestOrder(browser, "424241111");
    await payThroughPayselection(t, browser, orderId, { site: SITE, method: "ps-card", transactionId });
    await runDeliveries();
    const [job] = await fetchRefundJobs();
    expect(job.data.orderId).toBe(orderId);
    return { orderId, job: job.data };
  }

  const refunds = (orderId: number) => ledgerEntries(t.db, orderId, "refund");
  const owedOf = async (orderId: number) =>
    (await listOwedRefunds(t.db)).filter((r) => r.orderId === orderId);
  const lineOf = async (orderId: number) =>
    (await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0];
  const audited = (orderId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refund_paid"), eq(auditLog.targetId, String(orderId))));

  it("lists a GetPay guest's refunded line until the operator records it, then books it once", async () => {
    const browser = newBrowser();
    const orderId = await guestOrder(browser, "777011111");
    await paidByGetpay(browser, orderId);
    await runDeliveries();
    const line = await lineOf(orderId);
    expect(line).toMatchObject({ status: "refunded", refundMethod: "provider_pending" });
    const payment = await currentPayment(t.db, orderId);

    expect(await owedOf(orderId)).toEqual([
      {
        id: `refund-line-${line.id}`,
        orderId,
        lineId: line.id,
        amountRub: line.refundAmount,
        provider: "getpay",
        email: "gamer@example.com",
        since: expect.any(Date),
        state: "awaiting_operator",
        failure: null,
      },
    ]);

    // Two operators record it at once: one books it, the other is told it is already recorded.
    const results = await Promise.all([
      recordOwedRefund(t.db, `refund-line-${line.id}`, "GetPay dashboard, refund R-1", actor),
      recordOwedRefund(t.db, `refund-line-${line.id}`, "again", actor),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(["already_recorded", "recorded"]);
    expect(await recordOwedRefund(t.db, `refund-line-${line.id}`, "third time", actor)).toEqual({
      kind: "already_recorded",
      orderId,
    });

    expect(await owedOf(orderId)).toEqual([]);
    const ledger = await refunds(orderId);
    expect(ledger.map((e) => e.outcome)).toEqual(["refund_pending", "provider_refunded"]);
    expect(ledger[1]).toMatchObject({
      provider: "getpay",
      paymentId: payment.id,
      amount: line.refundAmount,
      currency: "RUB",
      amountRub: line.refundAmount,
      detail: { key: `refund-line-${line.id}`, lineId: line.id, byOperator: "cli:ops" },
    });
    expect((await lineOf(orderId)).refundMethod).toBe("provider");
    const audit = await audited(orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: "cli:ops",
      channel: "cli",
      before: { refund: `refund-line-${line.id}`, state: "awaiting_operator" },
      after: { refund: `refund-line-${line.id}`, state: "refunded" },
    });
    expect((audit[0].after as { note: string }).note).toMatch(/^(GetPay dashboard, refund R-1|again)$/);
  });

  it("lists a GetPay gift refunded as a whole order", async () => {
    const { browser, id: orderId } = await createGiftOrder(t, newBrowser(), "buyer0000@example.com");
    await paidByGetpay(browser, orderId);
    await runDeliveries();
    expect((await orderRow(t.db, orderId)).status).toBe("failed");
    const [booked] = await refunds(orderId);
    expect(booked).toMatchObject({ outcome: "refund_pending" });
    expect(await owedOf(orderId)).toMatchObject([
      {
        id: `refund-order-${orderId}`,
        lineId: null,
        amountRub: booked.amountRub,
        provider: "getpay",
        state: "awaiting_operator",
      },
    ]);
    const recorded = await recordOwedRefund(t.db, `refund-order-${orderId}`, "by hand", actor);
    expect(recorded).toMatchObject({ kind: "recorded", refund: { orderId, amountRub: booked.amountRub } });
    expect(await owedOf(orderId)).toEqual([]);
    expect((await refunds(orderId)).map((e) => e.outcome)).toEqual(["refund_pending", "provider_refunded"]);
  });

  it("lists a Payselection refund the job gave up on as failed; a late job books nothing after the record", async () => {
    const { orderId, job } = await payselectionRefund("PS00000000000501");
    // While the job holds the refund it is not the operator's.
    expect(await owedOf(orderId)).toEqual([]);
    expect(await recordOwedRefund(t.db, job.key, "too early", actor)).toEqual({ kind: "with_job", orderId });

    provider.reply = () =>
      Response.json({ Code: "TransactionNotFound", Description: "no such transaction" }, { status: 400 });
    expect(await runRefundJob(job)).toBe("failed");
    expect(await owedOf(orderId)).toMatchObject([
      {
        id: job.key,
        lineId: job.lineId,
        provider: "payselection",
        state: "provider_failed",
        failure: "provider_refused",
      },
    ]);

    const recorded = await recordOwedRefund(t.db, job.key, "Payselection dashboard", actor);
    expect(recorded).toMatchObject({ kind: "recorded", refund: { state: "provider_failed" } });
    expect(await owedOf(orderId)).toEqual([]);
    expect(await runRefundJob(job)).toBe("already_done");
    expect((await refunds(orderId)).map((e) => e.outcome)).toEqual([
      "refund_pending",
      "refund_failed",
      "provider_refunded",
    ]);
    expect(await audited(orderId)).toHaveLength(1);
  });

  it("answers not_found for an unknown or malformed refund", async () => {
    expect(await recordOwedRefund(t.db, "refund-line-999999", "x", actor)).toEqual({ kind: "not_found" });
    expect(await recordOwedRefund(t.db, "refund-order-999999", "x", actor)).toEqual({ kind: "not_found" });
    expect(await recordOwedRefund(t.db, "line-1", "x", actor)).toEqual({ kind: "not_found" });
  });
});
