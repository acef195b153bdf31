// Shared set-up of the payment API tests: the checkout catalogue plus the demo payment methods and countries,
// orders created the way a browser creates them, and the sandbox checkout's decision delivered to the real
// webhook handler (a fake fetch stands in for the HTTP hop to our own origin).
import { createHmac } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import * as pubgRoute from "@/app/api/orders/pubg/route";
import * as rokkyRoute from "@/app/api/orders/rokky/route";
import * as supplyRoute from "@/app/api/orders/supply_channel/route";
import * as statusRoute from "@/app/api/orders/status/[id]/route";
import * as paymentDataRoute from "@/app/api/orders/payment_data/[id]/route";
import * as paymentRoute from "@/app/api/payments/[name]/route";
import * as webhookRoute from "@/app/api/payments/sandbox/webhook/route";
import * as psWebhookRoute from "@/app/api/payments/payselection/webhook/route";
import { publicOrigin } from "@/lib/server/auth/site-origin";
import type { Db } from "@/lib/server/db/client";
import { orders, paymentLedger, payments, users } from "@/lib/server/db/schema";
import { insertPayments } from "@/lib/server/db/seed/insert-payments";
import { setProviderFetchForTests } from "@/lib/server/payments/provider-fetch";
import { decideSandboxPayment, type FetchLike } from "@/lib/server/payments/sandbox/decide-sandbox-payment";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "@/lib/server/payments/sandbox/sandbox-signature";
import { callRoute } from "../helpers/call-route";
import { suiteEnv, suiteProcessEnv } from "../helpers/suite-env";
import {
  newBrowser,
  request,
  signedInShopper,
  startCheckoutTest,
  type Browser,
  type CheckoutEnv,
} from "./orders-test-kit";

export async function startPaymentTest(engine: "pglite" | "postgres"): Promise<CheckoutEnv> {
  const t = await startCheckoutTest(engine);
  await insertPayments(t.db);
  return t;
}

/** The payment environment of the enclosing describe block (see suiteEnv). */
export const paymentSuite = (engine: "pglite" | "postgres") => suiteEnv(() => startPaymentTest(engine));

/** An order of `quantity` x 660 UC (809.00 each after the product discount), created by `browser`. */
export async function createOrder(t: CheckoutEnv, browser: Browser = newBrowser(), quantity = 1) {
  const res = await request(browser, pubgRoute, "/api/orders/pubg/", {
    method: "POST",
    body: { products: [{ product_id: t.c.uc660.id, quantity }], email: "payer@example.com" },
  });
  if (res.status !== 201) throw new Error(`order creation failed: ${res.status} ${res.text}`);
  return { browser, id: res.json.id as number, hash: res.json.hash as string };
}

/** A guest's supply-channel order of one Free Fire diamonds pack for player `userId`, created by `browser`. */
export async function createSupplyOrder(t: CheckoutEnv, browser: Browser, userId: string) {
  const res = await request(browser, supplyRoute, "/api/orders/supply_channel/", {
    method: "POST",
    body: {
      products: [{ product_id: t.c.ffDiamonds.id, quantity: 1 }],
      supply_channel_user_id: userId,
      email: "gamer@example.com",
    },
  });
  if (res.status !== 201) throw new Error(res.text);
  return { browser, id: res.json.id as number, hash: res.json.hash as string };
}

/** A gift (Rokky) order of the seed's gift, e-mailed to `email` (its local part picks a sandbox branch). */
export async function createGiftOrder(t: CheckoutEnv, browser: Browser, email: string) {
  const res = await request(browser, rokkyRoute, "/api/orders/rokky/", {
    method: "POST",
    body: { gift: t.c.gift.id, email },
  });
  if (res.status !== 201) throw new Error(res.text);
  return { browser, id: res.json.id as number, hash: res.json.hash as string };
}

export function pay(browser: Browser, method: string, body: Record<string, unknown>) {
  return request(browser, paymentRoute, `/api/payments/${method}/`, {
    method: "POST",
    body,
    params: { name: method },
  });
}

export const orderStatus = (browser: Browser, id: number) =>
  request(browser, statusRoute, `/api/orders/status/${id}/`, { params: { id: String(id) } });

export const paymentData = (browser: Browser, id: number) =>
  request(browser, paymentDataRoute, `/api/orders/payment_data/${id}/`, { params: { id: String(id) } });

/** Delivers to the webhook handler what the sandbox checkout sends over HTTP. */
export const deliverToWebhook: FetchLike = async (url, init) => {
  const res = await callRoute(webhookRoute, url, {
    method: "POST",
    rawBody: init.body as string,
    headers: init.headers as Record<string, string>,
  });
  return new Response(res.text, { status: res.status });
};

/** The shopper's click on the sandbox checkout page; answers where the shopper is sent (null: unknown payment). */
export async function decide(providerPaymentId: string, decision: "approve" | "decline") {
  const result = await decideSandboxPayment(providerPaymentId, decision, deliverToWebhook);
  return result.outcome === "unknown" ? null : result.next;
}

/** A webhook call with a body of our choosing, signed (or not) like the sandbox signs it. */
export async function postWebhook(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return callRoute(webhookRoute, "/api/payments/sandbox/webhook/", {
    method: "POST",
    rawBody: raw,
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signature ?? (await signSandboxBody(raw)),
    },
  });
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * A Standoff order's avatar, as the order form uploads it after creating the order (no payment starts without one);
 * the upload itself is tested in orders-standoff.test.ts.
 */
export async function attachAvatar(db: Db, orderId: number) {
  await db.update(orders).set({ gameAvatar: "/api/uploads/avatars/a.png/" }).where(eq(orders.id, orderId));
}

export async function currentPayment(db: Db, orderId: number) {
  const order = await orderRow(db, orderId);
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, order.paymentId!));
  return row;
}

/** An order's ledger entries of one event ("refund", "cashback", "refund_notice"...), oldest first. */
export function ledgerEntries(db: Db, orderId: number, event: string) {
  return db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.event, event)))
    .orderBy(asc(paymentLedger.id));
}

export async function balanceOf(db: Db, userId: number) {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row.balance;
}

export async function setBalance(db: Db, userId: number, balance: string) {
  await db.update(users).set({ balance }).where(eq(users.id, userId));
}

/** A signed-in shopper (see signedInShopper) whose account holds `balance` roubles ("300.00"). */
export async function shopperWithBalance(t: CheckoutEnv, balance: string) {
  const shopper = await signedInShopper(t.db);
  await setBalance(t.db, shopper.account.id, balance);
  return shopper;
}

/** A request our code sent to a payment provider, as the fake provider saw it. */
export type SentToProvider = { url: string; method: string; headers: Record<string, string>; body: string };

/** A provider fetch that records every request into `sent` and answers with `reply` (read at call time). */
export function recordingProviderFetch(sent: SentToProvider[], reply: () => (s: SentToProvider) => Response) {
  return async (url: string, init: RequestInit) => {
    const s: SentToProvider = {
      url,
      method: init.method ?? "GET",
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: (init.body as string | undefined) ?? "",
    };
    sent.push(s);
    return reply()(s);
  };
}

/**
 * The payment environment of the enclosing describe block with real provider adapters: `env` (their
 * credentials) set for the block, and a fake HTTP client in place of the providers' servers that records every
 * request into `sent` and answers it with `provider.reply` (read at call time, so a test may change its answer;
 * `sent` is emptied and the reply set back to `defaultReply` before each test).
 */
export function providerSuite(
  engine: "pglite" | "postgres",
  env: Record<string, string>,
  defaultReply: (s: SentToProvider) => Response,
) {
  const t = paymentSuite(engine);
  suiteProcessEnv(env);
  const sent: SentToProvider[] = [];
  const provider = { reply: defaultReply };
  beforeAll(() => setProviderFetchForTests(recordingProviderFetch(sent, () => provider.reply)));
  afterAll(() => setProviderFetchForTests(undefined));
  beforeEach(() => {
    sent.length = 0;
    provider.reply = defaultReply;
  });
  return { t, sent, provider };
}

/**
 * The Payselection site the provider tests configure (`env`), its API at https://ps.test played by the fake
 * client; `sign` is Payselection's signature: HMAC-SHA256 of the text with the site's secret, hex.
 */
export function payselectionSite(secret: string) {
  const id = "24811";
  return {
    id,
    secret,
    env: {
      PAYSELECTION_SITE_ID: id,
      PAYSELECTION_SECRET_KEY: secret,
      PAYSELECTION_API_URL: "https://ps.test",
    },
    sign: (text: string) => createHmac("sha256", secret).update(text).digest("hex"),
  };
}

/**
 * Pays the order's current attempt with the Payselection method `method` and has Payselection's Payment webhook
 * say so (naming `transactionId` when given, as Payselection does). Answers what the payment call answered.
 */
export async function payThroughPayselection(
  t: CheckoutEnv,
  browser: Browser,
  orderId: number,
  o: { site: { id: string; secret: string }; method: string; transactionId: string | null },
) {
  const started = await pay(browser, o.method, { order_id: orderId, currency: "RUB" });
  if (started.status !== 200) throw new Error(started.text);
  const payment = await currentPayment(t.db, orderId);
  const paid = await postPayselectionWebhook(o.site, {
    Event: "Payment",
    OrderId: payment.providerPaymentId,
    Amount: payment.amount,
    Currency: "RUB",
    ...(o.transactionId ? { TransactionId: o.transactionId } : {}),
  });
  if (paid.json?.status !== "ok") throw new Error(paid.text);
  return started.json;
}

/**
 * Payselection's webhook call: `event` signed with the site's secret as Payselection signs it (method, the
 * webhook's public URL, site id, raw body); `o.signature` and `o.siteId` send another signature or site id.
 */
export function postPayselectionWebhook(
  site: { id: string; secret: string },
  event: Record<string, unknown>,
  o: { signature?: string; siteId?: string } = {},
) {
  const raw = JSON.stringify(event);
  const signed = `POST\n${publicOrigin()}/api/payments/payselection/webhook/\n${site.id}\n${raw}`;
  return callRoute(psWebhookRoute, "http://localhost:3000/api/payments/payselection/webhook/", {
    method: "POST",
    rawBody: raw,
    headers: {
      "content-type": "application/json",
      "x-site-id": o.siteId ?? site.id,
      "x-webhook-signature": o.signature ?? createHmac("sha256", site.secret).update(signed).digest("hex"),
    },
  });
}
