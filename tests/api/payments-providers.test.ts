// The real provider adapters against signed fixtures and a fake HTTP client (no network): Payselection's payment
// creation, webhook, status and term calls; GetPay's signed form and notify callback.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import * as getpayRoute from "@/app/api/payments/getpay/notify/route";
import * as psStatusRoute from "@/app/api/payments/payselection/status/route";
import * as psTermRoute from "@/app/api/payments/payselection/term/[order_id]/route";
import { readConfig, resetConfigForTests } from "@/lib/server/config";
import { captureCredits, paymentCallbacks } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { insertPaymentMethod } from "./fixtures/insert-fixtures";
import { request, signedInShopper, type Browser } from "./orders-test-kit";
import {
  balanceOf,
  createOrder,
  currentPayment,
  ledgerEntries,
  orderRow,
  orderStatus,
  pay,
  postPayselectionWebhook,
  payselectionSite,
  providerSuite,
} from "./payments-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const SITE = payselectionSite("payselection-test-secret");
const SITE_ID = SITE.id;
const hmac = SITE.sign;
const WALLET = "W-1001";
const GETPAY_SECRET = "getpay-test-secret";
const ENV = {
  ...SITE.env,
  GETPAY_WALLET_ID: WALLET,
  GETPAY_SECRET: GETPAY_SECRET,
  GETPAY_FORM_URL: "https://getpay.test/pay",
};
const PAY_URL = "https://webform.ps.test/pay/3f1c";

describe.each(testEngines)("real payment providers on %s", (engine) => {
  const { t, sent, provider } = providerSuite(engine, ENV, () => Response.json(PAY_URL));
  beforeAll(async () => {
    await insertPaymentMethod(t.db, { name: "ps-card", provider: "payselection", currencies: ["RUB"] });
    await insertPaymentMethod(t.db, {
      name: "getpay-wallet",
      provider: "getpay",
      currencies: ["RUB", "KZT"],
    });
  });

  async function payselectionOrder(browser?: Browser) {
    const order = await createOrder(t, browser);
    const res = await pay(order.browser, "ps-card", { order_id: order.id, currency: "RUB" });
    expect(res.json).toEqual({ type: "redirect", url: PAY_URL });
    return { ...order, payment: await currentPayment(t.db, order.id) };
  }

  const postPayselection = (
    event: Record<string, unknown>,
    o: { signature?: string; siteId?: string } = {},
  ) => postPayselectionWebhook(SITE, event, o);

  it("creates the payment with a signed request and answers Payselection's payment link", async () => {
    const { payment } = await payselectionOrder();
    expect(sent).toHaveLength(1);
    const [req] = sent;
    expect([req.method, req.url]).toEqual(["POST", "https://ps.test/webpayments/create"]);
    expect(req.headers["x-site-id"]).toBe(SITE_ID);
    expect(req.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const signed = `POST\n/webpayments/create\n${SITE_ID}\n${req.headers["x-request-id"]}\n${req.body}`;
    expect(req.headers["x-request-signature"]).toBe(hmac(signed));
    expect(JSON.parse(req.body).PaymentRequest).toMatchObject({
      OrderId: payment.providerPaymentId,
      Amount: "809.00",
      Currency: "RUB",
    });
  });

  it("a provider failure answers 502 and leaves the order payable", async () => {
    provider.reply = () => new Response("oops", { status: 500 });
    const order = await createOrder(t);
    const res = await pay(order.browser, "ps-card", { order_id: order.id, currency: "RUB" });
    expect(res.status).toBe(502);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      status: "waiting_for_payment",
      paymentStatus: "failed",
    });
  });

  it("webhook: valid, forged, wrong site id, replayed, wrong amount, unknown order, out of order", async () => {
    const { id, browser, payment } = await payselectionOrder();
    const event = {
      Event: "Payment",
      OrderId: payment.providerPaymentId,
      Amount: "809.00",
      Currency: "RUB",
      TransactionId: "PS0001",
    };
    expect((await postPayselection(event, { signature: hmac("something else") })).status).toBe(403);
    expect((await postPayselection(event, { siteId: "99999" })).status).toBe(403);
    expect((await postPayselection({ ...event, Amount: "808.99" })).status).toBe(400);
    expect((await postPayselection({ ...event, OrderId: "0".repeat(32) })).status).toBe(404);
    expect((await orderRow(t.db, id)).status).toBe("waiting_for_payment");
    expect((await postPayselection(event)).json).toEqual({ status: "ok" });
    expect((await postPayselection(event)).json).toEqual({ status: "ignored" });
    expect((await postPayselection({ ...event, Event: "Fail" })).json).toEqual({ status: "ignored" });
    expect((await orderStatus(browser, id)).json).toMatchObject({
      status: "paid",
      payment_status: "succeeded",
    });
  });

  it("status asks Payselection with a signed request and applies a success", async () => {
    const { id, browser, payment } = await payselectionOrder();
    sent.length = 0;
    provider.reply = () => Response.json({ TransactionState: "success", Amount: "809.00", Currency: "RUB" });
    const res = await request(browser, psStatusRoute, "/api/payments/payselection/status/", {
      method: "POST",
      body: { order_id: id, currency: "RUB" },
    });
    expect(res.json).toEqual({
      id,
      status: "paid",
      payment_id: payment.providerPaymentId,
      payment_status: "succeeded",
    });
    const [req] = sent;
    expect([req.method, req.url]).toEqual(["GET", `https://ps.test/orders/${payment.providerPaymentId}`]);
    expect(req.headers["x-request-signature"]).toBe(
      hmac(`GET\n/orders/${payment.providerPaymentId}\n${SITE_ID}\n${req.headers["x-request-id"]}\n`),
    );
  });

  it("status with a mismatching amount leaves the order unpaid; term terminates the payment", async () => {
    const { id, browser } = await payselectionOrder();
    provider.reply = () => Response.json({ TransactionState: "success", Amount: "1.00", Currency: "RUB" });
    const status = await request(browser, psStatusRoute, "/api/payments/payselection/status/", {
      method: "POST",
      body: { order_id: id, currency: "RUB" },
    });
    expect(status.json.status).toBe("waiting_for_payment");
    const term = await request(browser, psTermRoute, `/api/payments/payselection/term/${id}/`, {
      method: "POST",
      params: { order_id: String(id) },
    });
    expect(term.json).toMatchObject({ status: "waiting_for_payment", payment_status: "terminated" });
    const stranger = await callRoute(psTermRoute, `/api/payments/payselection/term/${id}/`, {
      method: "POST",
      params: { order_id: String(id) },
    });
    expect(stranger.status).toBe(404);
  });

  const sha = (text: string) => createHash("sha256").update(text).digest("hex");

  function notice(orderId: string, o: Partial<Record<string, string>> = {}) {
    const fields = {
      WALLET_ID: WALLET,
      WALLET_TYPE: "RUB",
      SUM: "809.00",
      ORDER_ID: orderId,
      P_TYPE: "card",
      P_WALLET: "4111****1111",
      PAYMENT_ID: "GP-77",
      ...o,
    };
    const SIGN =
      o.SIGN ??
      sha(`${fields.WALLET_ID}:${fields.SUM}:${fields.ORDER_ID}:${fields.PAYMENT_ID}:${GETPAY_SECRET}`);
    return { ...fields, SIGN };
  }

  const postGetpay = (fields: Record<string, string>, asJson = false) =>
    callRoute(getpayRoute, "/api/payments/getpay/notify/", {
      method: "POST",
      rawBody: asJson ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
      headers: { "content-type": asJson ? "application/json" : "application/x-www-form-urlencoded" },
    });

  it("GetPay: a signed form to pay, then notify checks sign, wallet, amount, currency and order", async () => {
    const order = await createOrder(t);
    const res = await pay(order.browser, "getpay-wallet", { order_id: order.id, currency: "RUB" });
    const ref = (await currentPayment(t.db, order.id)).providerPaymentId;
    expect(res.json).toEqual({
      type: "form",
      method: "POST",
      action: "https://getpay.test/pay",
      fields: {
        WALLET_ID: WALLET,
        SUM: "809.00",
        ORDER_ID: ref,
        CURRENCY: "RUB",
        SIGN: sha(`${WALLET}:809.00:${ref}:${GETPAY_SECRET}`),
      },
    });
    const bad = [
      [notice(ref, { SIGN: sha("forged") }), 403],
      [notice(ref, { WALLET_ID: "W-OTHER" }), 403],
      [notice(ref, { SUM: "800.00" }), 400],
      [notice(ref, { WALLET_TYPE: "KZT" }), 400],
      [notice("f".repeat(32)), 404],
      [{ WALLET_ID: WALLET }, 400],
    ] as const;
    for (const [fields, status] of bad) {
      const r = await postGetpay(fields as Record<string, string>);
      expect({ fields, status: r.status }).toEqual({ fields, status });
    }
    expect((await orderRow(t.db, order.id)).status).toBe("waiting_for_payment");
    const ok = await postGetpay(notice(ref));
    expect([ok.status, ok.text]).toEqual([200, "OK"]);
    const replay = await postGetpay(notice(ref), true);
    expect([replay.status, replay.text]).toEqual([200, "OK"]);
    expect(await t.db.$count(paymentCallbacks, eq(paymentCallbacks.providerPaymentId, ref))).toBe(1);
    expect((await orderRow(t.db, order.id)).status).toBe("paid");
  });

  /** The order's payment rows and money records after callbacks: what the second-transfer tests compare. */
  async function moneyOf(orderId: number) {
    const payment = await currentPayment(t.db, orderId);
    const credits = await t.db.select().from(captureCredits).where(eq(captureCredits.paymentId, payment.id));
    const approvals = await ledgerEntries(t.db, orderId, "approve");
    return {
      order: await orderRow(t.db, orderId),
      payment,
      credits: credits.map((c) => [c.transactionId, c.amountRub, c.status, c.reason]),
      approvals: approvals.map((e) => [e.outcome, e.amountRub]),
    };
  }

  it("GetPay: a second transfer under the same ORDER_ID is credited, once, and the paid order is left alone", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "getpay-wallet", { order_id: order.id, currency: "RUB" });
    const ref = (await currentPayment(t.db, order.id)).providerPaymentId;
    expect((await postGetpay(notice(ref))).text).toBe("OK");
    const second = notice(ref, { PAYMENT_ID: "GP-78" });
    expect([(await postGetpay(second)).text, (await postGetpay(second, true)).text]).toEqual(["OK", "OK"]);
    const after = await moneyOf(order.id);
    expect(after.order).toMatchObject({ status: "paid", paymentStatus: "succeeded" });
    expect(after.payment).toMatchObject({ status: "succeeded", providerTransactionId: "GP-77" });
    // The guest's second 809 roubles wait for the operator's refund, naming GetPay's transfer to refund.
    expect(after.credits).toEqual([["GP-78", "809.00", "open", "another_transfer"]]);
    expect(after.approvals).toEqual([
      ["paid", "809.00"],
      ["credited", "809.00"],
      ["replayed", null],
    ]);
    const [credit] = await ledgerEntries(t.db, order.id, "credit");
    expect(credit).toMatchObject({ outcome: "guest_credit_open", amountRub: "809.00" });
  });

  it("Payselection: a second transaction of a paid payment goes to the shopper's balance", async () => {
    const shopper = await signedInShopper(t.db);
    const { id, payment } = await payselectionOrder(shopper.browser);
    const event = (transactionId: string) => ({
      Event: "Payment",
      OrderId: payment.providerPaymentId,
      Amount: "809.00",
      Currency: "RUB",
      TransactionId: transactionId,
    });
    expect((await postPayselection(event("PS0101"))).json).toEqual({ status: "ok" });
    expect((await postPayselection(event("PS0102"))).json).toEqual({ status: "ok" });
    expect((await postPayselection(event("PS0102"))).json).toEqual({ status: "ignored" });
    const after = await moneyOf(id);
    expect(after.order).toMatchObject({ status: "paid", paymentStatus: "succeeded" });
    expect(after.credits).toEqual([["PS0102", "809.00", "credited", "another_transfer"]]);
    expect(await balanceOf(t.db, shopper.account.id)).toBe("809.00");
  });

  it("GetPay accepts a JSON notice too", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "getpay-wallet", { order_id: order.id, currency: "RUB" });
    const ref = (await currentPayment(t.db, order.id)).providerPaymentId;
    const res = await postGetpay(notice(ref), true);
    expect([res.status, res.text]).toEqual([200, "OK"]);
    expect((await orderRow(t.db, order.id)).status).toBe("paid");
  });

  it("refuses real providers that are not configured", async () => {
    for (const key of Object.keys(ENV)) delete process.env[key];
    resetConfigForTests();
    try {
      const order = await createOrder(t);
      const res = await pay(order.browser, "ps-card", { order_id: order.id, currency: "RUB" });
      expect([res.status, fieldsOf(res.json)]).toEqual([400, ["non_field_errors"]]);
      expect(
        (await pay(order.browser, "getpay-wallet", { order_id: order.id, currency: "RUB" })).status,
      ).toBe(400);
      expect((await postGetpay(notice("x"))).status).toBe(404);
    } finally {
      Object.assign(process.env, ENV);
      resetConfigForTests();
    }
  });
});

describe("payment provider configuration", () => {
  it("names the missing half of a provider's credentials", () => {
    expect(() => readConfig({ NODE_ENV: "test", PAYSELECTION_SITE_ID: "1" })).toThrow(
      /PAYSELECTION_SECRET_KEY: is required with PAYSELECTION_SITE_ID/,
    );
    expect(() => readConfig({ NODE_ENV: "test", GETPAY_SECRET: "s" })).toThrow(/GETPAY_WALLET_ID/);
    expect(readConfig({ NODE_ENV: "test" }).PAYSELECTION_API_URL).toBe("https://gw.payselection.com");
  });
});
