// Paying through the sandbox provider: every scenario type from payment creation to a paid order, declines and
// retries, the webhook's verification and idempotency, fees and currency conversion, and access rules.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { eq } from "drizzle-orm";
import * as decisionRoute from "@/app/sandbox/pay/[paymentId]/decision/route";
import * as webhookRoute from "@/app/api/payments/sandbox/webhook/route";
import { resetConfigForTests } from "@/lib/server/config";
import { decideSandboxPayment, type FetchLike } from "@/lib/server/payments/sandbox/decide-sandbox-payment";
import { findSandboxCheckout } from "@/lib/server/payments/sandbox/find-sandbox-checkout";
import { callRoute } from "../helpers/call-route";
import { captureCredits, orders, paymentCallbacks, payments } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { newBrowser } from "./orders-test-kit";
import {
  createOrder,
  currentPayment,
  decide,
  deliverToWebhook,
  orderRow,
  orderStatus,
  pay,
  paymentData,
  postWebhook,
  paymentSuite,
} from "./payments-test-kit";
import { fieldsOf } from "../helpers/fields-of";

// Ports of this suite: our own server's stand-in, an "attacker" listening, and ports where nothing listens.
const OUR_PORT = 3332;
const ATTACKER_PORT = 3331;
const CLOSED_PORT = 3333;
const ALSO_CLOSED_PORT = 3334;

type Listener = { hits: string[]; close: () => Promise<void> };

const readText = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/** An HTTP server on 127.0.0.1:`port` that records what reaches it and answers with `answer`. */
async function listen(
  port: number,
  answer: (req: IncomingMessage, body: string) => Promise<{ status: number; text: string }>,
): Promise<Listener> {
  const hits: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readText(req);
    hits.push(`${req.method} ${req.url} ${body}`);
    const out = await answer(req, body);
    res.writeHead(out.status, { "content-type": "application/json" }).end(out.text);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Our own server: hands the webhook to the real handler, as `next start` would. */
const listenAsOurServer = () =>
  listen(OUR_PORT, (req, body) =>
    callRoute(webhookRoute, req.url!, {
      method: "POST",
      rawBody: body,
      headers: {
        "content-type": String(req.headers["content-type"]),
        "x-sandbox-signature": String(req.headers["x-sandbox-signature"]),
      },
    }),
  );

/** The shopper's click on the sandbox checkout page, through the real route, with the headers given. */
const postDecision = (paymentId: string, decision: string, headers: Record<string, string> = {}) =>
  callRoute(decisionRoute, `/sandbox/pay/${paymentId}/decision`, {
    method: "POST",
    rawBody: `decision=${decision}`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    params: { paymentId },
  });

function useEnv(env: Record<string, string>) {
  Object.assign(process.env, env);
  resetConfigForTests();
}

// Links followed in this browser are relative (the shopper keeps their host name and cookies); a QR code carries
// the configured public origin (http://localhost:PORT without SITE_URL), never the request's Host.
const SANDBOX_PATH = /^\/sandbox\/pay\/[0-9a-f]{32}$/;
const SANDBOX_PAGE = /^http:\/\/localhost:3000\/sandbox\/pay\/[0-9a-f]{32}$/;

describe.each(testEngines)("sandbox payments on %s", (engine) => {
  const t = paymentSuite(engine);

  const scenarios: [string, string, Record<string, unknown>][] = [
    ["sandbox-card", "redirect", { type: "redirect", url: expect.stringMatching(SANDBOX_PATH) }],
    [
      "sandbox-card-form",
      "form",
      {
        type: "form",
        method: "GET",
        action: expect.stringMatching(SANDBOX_PATH),
        fields: { amount: "833.27", currency: "RUB", order_id: expect.any(String) },
      },
    ],
    ["sandbox-sbp-qr", "qr", { type: "qr", url: expect.stringMatching(SANDBOX_PAGE) }],
    [
      "sandbox-sbp-invoice",
      "invoice_qr",
      { type: "invoice_qr", qr_str: expect.stringMatching(SANDBOX_PAGE) },
    ],
    [
      "sandbox-wallet",
      "external",
      {
        type: "external",
        help_text: expect.stringMatching(
          /846\.36 RUB .*http:\/\/localhost:3000\/sandbox\/pay\/[0-9a-f]{32}$/,
        ),
      },
    ],
    ["sandbox-p2p", "p2p", { type: "p2p", card_number: expect.any(String), card_name: expect.any(String) }],
    ["sandbox-p2p-phone", "p2p_redirect", { type: "p2p_redirect", url: expect.stringMatching(SANDBOX_PATH) }],
    ["sandbox-mobile", "wait_order_state", { type: "wait_order_state", order_id: expect.any(Number) }],
  ];

  it.each(scenarios)(
    "%s answers a %s scenario and an approval marks the order paid",
    async (method, _type, shape) => {
      const order = await createOrder(t);
      const res = await pay(order.browser, method, {
        order_id: order.id,
        currency: "RUB",
        phone: "+79990001122",
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual(shape);
      if (res.json.type === "wait_order_state") expect(res.json.order_id).toBe(order.id);
      expect((await paymentData(order.browser, order.id)).json).toEqual(res.json);
      const waiting = await orderStatus(order.browser, order.id);
      expect(waiting.json).toEqual({
        id: order.id,
        status: "waiting_for_payment",
        payment_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        payment_status: "pending",
      });
      expect(await decide(waiting.json.payment_id, "approve")).toBe(`/orders/${order.hash}/pay`);
      expect((await orderStatus(order.browser, order.id)).json).toEqual({
        ...waiting.json,
        status: "paid",
        payment_status: "succeeded",
      });
      expect((await paymentData(order.browser, order.id)).status).toBe(404);
    },
  );

  it("computes fees in kopecks, half up: 2.5% of 809.00 is 829.23; 4% plus 5.00 is 846.36", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    expect(await currentPayment(t.db, order.id)).toMatchObject({
      amount: "829.23",
      amountRub: "829.23",
      currency: "RUB",
      balanceDebit: "0.00",
    });
    await pay(order.browser, "sandbox-wallet", { order_id: order.id, currency: "RUB" });
    expect(await currentPayment(t.db, order.id)).toMatchObject({ amount: "846.36" });
    expect((await orderRow(t.db, order.id)).paymentMethod).toBe("sandbox-wallet");
  });

  it("converts into tenge by the country's rate: 829.23 RUB / 0.158 = 5248.29 KZT", async () => {
    const order = await createOrder(t);
    const res = await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "kzt" });
    expect(res.status).toBe(200);
    expect(await currentPayment(t.db, order.id)).toMatchObject({
      amount: "5248.29",
      amountRub: "829.23",
      currency: "KZT",
    });
    expect((await orderRow(t.db, order.id)).currency).toBe("KZT");
    const { paymentId } = await orderRow(t.db, order.id);
    const rub = await postWebhook({
      payment_id: paymentId,
      event: "approve",
      amount: "829.23",
      currency: "RUB",
    });
    expect(rub.status).toBe(400);
    await decide(paymentId!, "approve");
    expect((await orderRow(t.db, order.id)).status).toBe("paid");
  });

  it("a decline keeps the order payable; another method on the same order then succeeds", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const first = (await orderRow(t.db, order.id)).paymentId!;
    await decide(first, "decline");
    expect((await orderStatus(order.browser, order.id)).json).toMatchObject({
      status: "waiting_for_payment",
      payment_status: "declined",
    });
    expect((await paymentData(order.browser, order.id)).status).toBe(404);
    const retry = await pay(order.browser, "sandbox-sbp-qr", { order_id: order.id, currency: "RUB" });
    expect(retry.json.type).toBe("qr");
    const second = (await orderRow(t.db, order.id)).paymentId!;
    expect(second).not.toBe(first);
    await decide(second, "approve");
    expect((await orderStatus(order.browser, order.id)).json).toMatchObject({
      status: "paid",
      payment_id: second,
      payment_status: "succeeded",
    });
    // Out of order: the declined first payment is approved after all. The provider took the money and the order
    // is paid already, so the guest gets an open credit (refunded by an operator); a decline afterwards changes
    // nothing.
    const late = await postWebhook({
      payment_id: first,
      event: "approve",
      amount: "829.23",
      currency: "RUB",
    });
    expect(late.json).toEqual({ status: "ok" });
    const [firstRow] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, first));
    expect(firstRow.status).toBe("credited");
    const credits = await t.db.select().from(captureCredits).where(eq(captureCredits.paymentId, firstRow.id));
    expect(credits).toMatchObject([{ status: "open", amountRub: "829.23", email: "payer@example.com" }]);
    await decide(second, "decline");
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: "paid", paymentStatus: "succeeded" });
  });

  it("a new payment supersedes the pending one; the old one's late approval still pays the order", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const old = await currentPayment(t.db, order.id);
    await pay(order.browser, "sandbox-sbp-qr", { order_id: order.id, currency: "RUB" });
    const newer = await currentPayment(t.db, order.id);
    const [superseded] = await t.db.select().from(payments).where(eq(payments.id, old.id));
    expect(superseded.status).toBe("superseded");
    const res = await postWebhook({
      payment_id: old.providerPaymentId,
      event: "approve",
      amount: old.amount,
      currency: "RUB",
    });
    expect(res.json).toEqual({ status: "ok" });
    expect(await orderRow(t.db, order.id)).toMatchObject({
      status: "paid",
      paymentId: old.providerPaymentId,
      paymentStatus: "succeeded",
    });
    const [closed] = await t.db.select().from(payments).where(eq(payments.id, newer.id));
    expect(closed.status).toBe("superseded");
  });

  it("a replayed approval answers 200 without effect", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const p = await currentPayment(t.db, order.id);
    const body = { payment_id: p.providerPaymentId, event: "approve", amount: "829.23", currency: "RUB" };
    expect((await postWebhook(body)).json).toEqual({ status: "ok" });
    const again = await postWebhook(body);
    expect([again.status, again.json]).toEqual([200, { status: "ignored" }]);
    const keys = await t.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.providerPaymentId, p.providerPaymentId));
    expect(keys).toHaveLength(1);
  });

  it("refuses a forged signature, a wrong amount or currency and an unknown payment; none marks paid", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const p = await currentPayment(t.db, order.id);
    const good = { payment_id: p.providerPaymentId, event: "approve", amount: "829.23", currency: "RUB" };
    expect((await postWebhook(good, "ab".repeat(32))).status).toBe(403);
    expect((await postWebhook(good, "not-hex")).status).toBe(403);
    expect((await postWebhook({ ...good, amount: "1.00" })).status).toBe(400);
    expect((await postWebhook({ ...good, amount: "829.24" })).status).toBe(400);
    expect((await postWebhook({ ...good, currency: "KZT" })).status).toBe(400);
    expect((await postWebhook({ ...good, payment_id: "f".repeat(32) })).status).toBe(404);
    expect((await postWebhook({ ...good, event: "steal" })).status).toBe(400);
    expect((await orderRow(t.db, order.id)).status).toBe("waiting_for_payment");
    // The refused attempts did not spend the idempotency key: the genuine callback still works.
    expect((await postWebhook(good)).json).toEqual({ status: "ok" });
    expect((await orderRow(t.db, order.id)).status).toBe("paid");
  });

  it("checks the order, the method and the input", async () => {
    const order = await createOrder(t);
    const body = { order_id: order.id, currency: "RUB" };
    expect((await pay(newBrowser(), "sandbox-card", body)).status).toBe(404);
    expect((await pay(order.browser, "sandbox-card", { ...body, order_id: 999_999 })).status).toBe(404);
    expect((await pay(order.browser, "no-such-method", body)).status).toBe(404);
    const inactive = await pay(order.browser, "sandbox-crypto", body);
    expect([inactive.status, fieldsOf(inactive.json)]).toEqual([400, ["non_field_errors"]]);
    const currency = await pay(order.browser, "sandbox-sbp-qr", { ...body, currency: "KZT" });
    expect([currency.status, fieldsOf(currency.json)]).toEqual([400, ["currency"]]);
    const phone = await pay(order.browser, "sandbox-mobile", body);
    expect([phone.status, fieldsOf(phone.json)]).toEqual([400, ["phone"]]);
    expect((await pay(order.browser, "sandbox-card", { ...body, currency: "RUBLES" })).status).toBe(400);
    expect((await pay(order.browser, "sandbox-card", { order_id: "x", currency: "RUB" })).status).toBe(400);
    // Nothing above started a payment.
    expect((await orderRow(t.db, order.id)).status).toBe("created");

    const cheap = await createOrder(t);
    await t.db.update(orders).set({ total: "100.00" }).where(eq(orders.id, cheap.id));
    const min = await pay(cheap.browser, "sandbox-p2p", { order_id: cheap.id, currency: "RUB" });
    expect([min.status, fieldsOf(min.json)]).toEqual([400, ["non_field_errors"]]);

    await pay(order.browser, "sandbox-card", body);
    await decide((await orderRow(t.db, order.id)).paymentId!, "approve");
    const paid = await pay(order.browser, "sandbox-card", body);
    expect([paid.status, fieldsOf(paid.json)]).toEqual([400, ["non_field_errors"]]);
  });

  it("refuses the sandbox in live mode: no new sandbox payments, no sandbox callbacks", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const p = await currentPayment(t.db, order.id);
    const live = {
      STORE_MODE: "live",
      AUTH_SECRET: "a-live-secret-that-is-long-enough-0123456789",
      SITE_URL: "https://shop.example",
    };
    const approval = { payment_id: p.providerPaymentId, event: "approve", amount: p.amount, currency: "RUB" };
    Object.assign(process.env, live);
    resetConfigForTests();
    try {
      // An order created in live mode, so its access cookie is signed with the live secret.
      const liveOrder = await createOrder(t);
      const res = await pay(liveOrder.browser, "sandbox-card", { order_id: liveOrder.id, currency: "RUB" });
      expect([res.status, fieldsOf(res.json)]).toEqual([400, ["non_field_errors"]]);
      expect((await postWebhook(approval)).status).toBe(404);
      expect((await orderRow(t.db, order.id)).status).toBe("waiting_for_payment");
    } finally {
      for (const key of Object.keys(live)) delete process.env[key];
      resetConfigForTests();
    }
    // Back in demo mode the same callback is still applied: the refused one spent nothing.
    expect((await postWebhook(approval)).json).toEqual({ status: "ok" });
  });

  it("answers 404 for payment data and status without the access cookie", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    expect((await paymentData(newBrowser(), order.id)).status).toBe(404);
    expect((await orderStatus(newBrowser(), order.id)).status).toBe(404);
    const fresh = await createOrder(t);
    expect((await paymentData(fresh.browser, fresh.id)).status).toBe(404);
  });

  describe("the checkout's decision", () => {
    const listeners: Listener[] = [];
    afterEach(async () => {
      await Promise.all(listeners.splice(0).map((l) => l.close()));
      delete process.env.PORT;
      delete process.env.SITE_URL;
      resetConfigForTests();
    });

    async function pendingPayment() {
      const order = await createOrder(t);
      await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
      return { order, payment: await currentPayment(t.db, order.id) };
    }

    it("sends the webhook to our own origin (127.0.0.1:PORT), never to the Host header", async () => {
      useEnv({ PORT: String(OUR_PORT) });
      const ours = await listenAsOurServer();
      const attacker = await listen(ATTACKER_PORT, async () => ({ status: 200, text: "{}" }));
      listeners.push(ours, attacker);
      const { order, payment } = await pendingPayment();
      const res = await postDecision(payment.providerPaymentId, "approve", {
        host: `127.0.0.1:${ATTACKER_PORT}`,
        "x-forwarded-proto": "http",
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/orders/${order.hash}/pay`);
      expect(attacker.hits).toEqual([]);
      expect(ours.hits).toEqual([
        expect.stringMatching(
          /^POST \/api\/payments\/sandbox\/webhook\/ \{"payment_id":"[0-9a-f]{32}","event":"approve"/,
        ),
      ]);
      expect((await orderRow(t.db, order.id)).status).toBe("paid");
    });

    it("tells the checkout page's script where to go instead of redirecting (its window then closes)", async () => {
      useEnv({ PORT: String(OUR_PORT) });
      const ours = await listenAsOurServer();
      listeners.push(ours);
      const { order, payment } = await pendingPayment();
      const res = await postDecision(payment.providerPaymentId, "approve", { accept: "application/json" });
      expect([res.status, res.json]).toEqual([200, { next: `/orders/${order.hash}/pay` }]);
      expect((await orderRow(t.db, order.id)).status).toBe("paid");
    });

    it("with SITE_URL set, the webhook goes there", async () => {
      useEnv({ PORT: String(CLOSED_PORT), SITE_URL: `http://127.0.0.1:${OUR_PORT}/` });
      const ours = await listenAsOurServer();
      listeners.push(ours);
      const { order, payment } = await pendingPayment();
      const res = await postDecision(payment.providerPaymentId, "decline", {
        host: `127.0.0.1:${ATTACKER_PORT}`,
      });
      expect(res.status).toBe(303);
      expect(ours.hits).toHaveLength(1);
      expect((await orderRow(t.db, order.id)).paymentStatus).toBe("declined");
    });

    it("answers alike whether the Host names an open or a closed port, or our own webhook is unreachable", async () => {
      useEnv({ PORT: String(OUR_PORT) });
      const ours = await listenAsOurServer();
      const attacker = await listen(ATTACKER_PORT, async () => ({ status: 200, text: "{}" }));
      listeners.push(ours, attacker);
      const answers = [];
      for (const host of [`127.0.0.1:${ATTACKER_PORT}`, `127.0.0.1:${CLOSED_PORT}`, "10.255.255.1:22"]) {
        const { order, payment } = await pendingPayment();
        const res = await postDecision(payment.providerPaymentId, "decline", { host });
        answers.push([res.status, res.headers.get("location")?.replace(order.hash, "{hash}"), res.text]);
      }
      expect(attacker.hits).toEqual([]);
      expect(ours.hits).toHaveLength(3);
      // Our own endpoint down: the shopper sees the same answer (the failure is logged), the payment stays open.
      useEnv({ PORT: String(ALSO_CLOSED_PORT) });
      const { order, payment } = await pendingPayment();
      const res = await postDecision(payment.providerPaymentId, "approve", {
        host: `127.0.0.1:${ATTACKER_PORT}`,
      });
      answers.push([res.status, res.headers.get("location")?.replace(order.hash, "{hash}"), res.text]);
      expect(answers).toEqual(Array(4).fill([303, "/orders/{hash}/pay", ""]));
      expect(await orderRow(t.db, order.id)).toMatchObject({
        status: "waiting_for_payment",
        paymentStatus: "pending",
      });
    }, 30_000);

    it("refuses decisions on paid, declined and superseded payments: no webhook, the page says it is closed", async () => {
      const sent: string[] = [];
      const counting: FetchLike = async (url) => {
        sent.push(url);
        return new Response(null, { status: 200 });
      };
      const paid = await pendingPayment();
      await decide(paid.payment.providerPaymentId, "approve");
      const declined = await pendingPayment();
      await decide(declined.payment.providerPaymentId, "decline");
      const superseded = await pendingPayment();
      await pay(superseded.order.browser, "sandbox-sbp-qr", {
        order_id: superseded.order.id,
        currency: "RUB",
      });
      for (const { order, payment } of [paid, declined, superseded]) {
        const id = payment.providerPaymentId;
        const before = await orderRow(t.db, order.id);
        for (const decision of ["approve", "decline"] as const) {
          expect(await decideSandboxPayment(id, decision, counting)).toEqual({
            outcome: "closed",
            next: `/sandbox/pay/${id}`,
          });
          const res = await postDecision(id, decision);
          expect([res.status, res.headers.get("location")]).toEqual([303, `/sandbox/pay/${id}`]);
        }
        expect(await findSandboxCheckout(id)).toMatchObject({ isPending: false });
        expect(await orderRow(t.db, order.id)).toEqual(before);
      }
      expect(sent).toEqual([]);
    });

    it("tries the webhook again, like a real provider, when the store fails to take it; a refusal is final", async () => {
      const failing = (failures: number, status = 502): { calls: () => number; deliver: FetchLike } => {
        let calls = 0;
        return {
          calls: () => calls,
          deliver: async (url, init) => {
            calls += 1;
            if (calls <= failures) {
              if (status === 0) throw new TypeError("fetch failed");
              return new Response("bad gateway", { status });
            }
            return deliverToWebhook(url, init);
          },
        };
      };
      const flaky = failing(2);
      const first = await pendingPayment();
      await decideSandboxPayment(first.payment.providerPaymentId, "approve", flaky.deliver);
      expect(flaky.calls()).toBe(3);
      expect((await orderRow(t.db, first.order.id)).status).toBe("paid");

      const unreachable = failing(1, 0);
      const second = await pendingPayment();
      await decideSandboxPayment(second.payment.providerPaymentId, "approve", unreachable.deliver);
      expect(unreachable.calls()).toBe(2);
      expect((await orderRow(t.db, second.order.id)).status).toBe("paid");

      const refused = failing(1, 400);
      const third = await pendingPayment();
      await decideSandboxPayment(third.payment.providerPaymentId, "approve", refused.deliver);
      expect(refused.calls()).toBe(1);
      expect((await orderRow(t.db, third.order.id)).status).toBe("waiting_for_payment");
    }, 30_000);

    it("answers 404 for an unknown payment and 400 for a bad decision, sending nothing", async () => {
      const sent: string[] = [];
      const counting: FetchLike = async (url) => {
        sent.push(url);
        return new Response(null, { status: 200 });
      };
      expect(await decideSandboxPayment("f".repeat(32), "approve", counting)).toEqual({ outcome: "unknown" });
      expect((await postDecision("f".repeat(32), "approve")).status).toBe(404);
      const { payment } = await pendingPayment();
      expect((await postDecision(payment.providerPaymentId, "steal")).status).toBe(400);
      expect(sent).toEqual([]);
    });
  });
});
