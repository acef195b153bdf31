// Every registered payment provider satisfies the PaymentProvider contract (lib/server/payments/payment-provider.ts):
// it lives in its own folder, says when it is available, starts a payment with a valid scenario or a call after
// commit, reads its own signed callback into a payment event and refuses a tampered one, and names how it refunds.
// A provider added to the registry without a signed callback below fails here.
import { createHash, createHmac } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { paymentScenarioSchema } from "@/lib/schemas/payments/payment-scenario";
import { publicOrigin } from "@/lib/server/auth/site-origin";
import { resetConfigForTests } from "@/lib/server/config";
import { CallbackRefusedError, type CallbackInput } from "@/lib/server/payments/payment-provider";
import { findPaymentProvider, PAYMENT_PROVIDERS } from "@/lib/server/payments/payment-providers";
import { signSandboxBody } from "@/lib/server/payments/sandbox/sandbox-signature";
import { scenarioToWire } from "@/lib/server/payments/scenario-to-wire";

const ENV = {
  AUTH_SECRET: "payment-providers-test-secret-0123456789abcdef",
  PAYSELECTION_SITE_ID: "24811",
  PAYSELECTION_SECRET_KEY: "payselection-test-secret",
  PAYSELECTION_API_URL: "https://ps.test",
  GETPAY_WALLET_ID: "W-1001",
  GETPAY_SECRET: "getpay-test-secret",
  GETPAY_FORM_URL: "https://getpay.test/pay",
};

type Payment = { ref: string; amount: string; currency: string };

const headers = (h: Record<string, string>) => new Headers(h);

/** Each provider's callback approving `p` as the provider itself would sign it; `tamper` spoils the signature. */
const SIGNED: Record<string, (p: Payment, tamper: boolean) => Promise<CallbackInput>> = {
  async sandbox(p, tamper) {
    const body = { payment_id: p.ref, event: "approve", amount: p.amount, currency: p.currency };
    const raw = JSON.stringify(body);
    const signature = await signSandboxBody(tamper ? `${raw} ` : raw);
    return {
      rawBody: raw,
      body,
      headers: headers({ "x-sandbox-signature": signature }),
      url: "http://127.0.0.1:4400/api/payments/sandbox/webhook/",
    };
  },
  async payselection(p, tamper) {
    const body = {
      Event: "Payment",
      OrderId: p.ref,
      Amount: p.amount,
      Currency: p.currency,
      TransactionId: "T-1",
    };
    const raw = JSON.stringify(body);
    const url = `${publicOrigin()}/api/payments/payselection/webhook/`;
    const signed = `POST\n${url}\n${ENV.PAYSELECTION_SITE_ID}\n${tamper ? "{}" : raw}`;
    return {
      rawBody: raw,
      body,
      headers: headers({
        "x-site-id": ENV.PAYSELECTION_SITE_ID,
        "x-webhook-signature": createHmac("sha256", ENV.PAYSELECTION_SECRET_KEY).update(signed).digest("hex"),
      }),
      url: "http://localhost:3000/api/payments/payselection/webhook/",
    };
  },
  async getpay(p, tamper) {
    const f = { WALLET_ID: ENV.GETPAY_WALLET_ID, SUM: p.amount, ORDER_ID: p.ref, PAYMENT_ID: "GP-7" };
    const sum = tamper ? "1.00" : f.SUM;
    const sign = createHash("sha256")
      .update([f.WALLET_ID, sum, f.ORDER_ID, f.PAYMENT_ID, ENV.GETPAY_SECRET].join(":"))
      .digest("hex");
    return {
      body: { ...f, WALLET_TYPE: p.currency, SIGN: sign },
      headers: headers({ "content-type": "application/x-www-form-urlencoded" }),
      url: "http://localhost:3000/api/payments/getpay/notify/",
    };
  },
};

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, ENV);
  resetConfigForTests();
});
afterAll(() => {
  for (const key of Object.keys(ENV)) delete process.env[key];
  Object.assign(process.env, saved);
  resetConfigForTests();
});

const names = PAYMENT_PROVIDERS.map((p) => p.name);

it("registers each provider once, under its folder's name", () => {
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(expect.arrayContaining(["sandbox", "payselection", "getpay"]));
  for (const name of names) {
    const file = path.join(process.cwd(), "lib/server/payments", name, `${name}-payment-provider.ts`);
    expect(existsSync(file)).toBe(true);
    expect(findPaymentProvider(name)?.name).toBe(name);
  }
  // A payment the balance covered names no provider.
  expect(findPaymentProvider("balance")).toBeNull();
});

describe.each(PAYMENT_PROVIDERS.map((p) => [p.name, p] as const))("payment provider %s", (name, provider) => {
  const payment: Payment = { ref: "0123456789abcdef0123456789abcdef", amount: "809.00", currency: "RUB" };

  it("is available with its credentials (the sandbox in demo mode)", () => {
    expect(provider.isAvailable()).toBe(true);
  });

  it("starts a payment with a valid scenario, or asks the provider after the payment row is committed", () => {
    const started = provider.start({
      origin: "https://shop.test",
      providerPaymentId: payment.ref,
      orderId: 42,
      amount: payment.amount,
      currency: payment.currency,
      scenarioType: "redirect",
    });
    if ("scenario" in started) {
      expect(paymentScenarioSchema.safeParse(scenarioToWire(started.scenario)).success).toBe(true);
    } else {
      expect(typeof started.afterCommit).toBe("function");
    }
  });

  it("reads its own signed callback as a payment event", async () => {
    expect(SIGNED[name]).toBeDefined();
    const callback = await provider.readCallback(await SIGNED[name](payment, false));
    expect(callback).toMatchObject({
      kind: "payment",
      event: "approve",
      providerPaymentId: payment.ref,
      amount: payment.amount,
      currency: payment.currency,
    });
  });

  it("refuses a callback whose signature does not match", async () => {
    const refusal = await provider.readCallback(await SIGNED[name](payment, true)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CallbackRefusedError);
    expect((refusal as CallbackRefusedError).reason).toBe("bad_signature");
  });

  it("refuses a malformed callback", async () => {
    const input = await SIGNED[name](payment, false);
    const refusal = await provider
      .readCallback({ ...input, body: { unexpected: true } })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CallbackRefusedError);
    // A provider that signs the raw body checks the signature first; one that signs its fields needs them first.
    expect(["invalid", "bad_signature"]).toContain((refusal as CallbackRefusedError).reason);
  });

  it("names how a guest's money goes back, with a refund call when it refunds through its API", () => {
    expect(["instantly", "through_api", "by_operator"]).toContain(provider.refunds);
    expect(typeof provider.refund === "function").toBe(provider.refunds === "through_api");
  });
});

it("turns real providers off without their credentials, keeping the sandbox in demo mode", () => {
  for (const key of Object.keys(ENV)) if (key !== "AUTH_SECRET") delete process.env[key];
  resetConfigForTests();
  try {
    expect(PAYMENT_PROVIDERS.filter((p) => p.isAvailable()).map((p) => p.name)).toEqual(["sandbox"]);
  } finally {
    Object.assign(process.env, ENV);
    resetConfigForTests();
  }
});
