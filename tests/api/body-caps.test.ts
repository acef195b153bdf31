// Every request body (JSON, urlencoded, multipart) is capped while it streams, with no Content-Length to trust:
// past the cap the answer is 413 request_too_large and the rest of the stream is not read by the handler (nor
// cancelled, which would destroy the connection before the answer: the server entry discards the rest after it,
// tests/process/body-caps.test.ts).
import { NextRequest } from "next/server";
import * as jwtCreateRoute from "@/app/api/auth/jwt/create/route";
import * as pubgRoute from "@/app/api/orders/pubg/route";
import * as standoffRoute from "@/app/api/orders/standoff/route";
import * as avatarRoute from "@/app/api/orders/standoff/avatar/[id]/route";
import * as getpayRoute from "@/app/api/payments/getpay/notify/route";
import * as promoShowRoute from "@/app/api/promo_codes/show/route";
import { suiteProcessEnv } from "../helpers/suite-env";
import { testEngines } from "../helpers/test-db";
import { checkoutSuite, newBrowser, request } from "./orders-test-kit";

const KB = 1024;
const TOO_LARGE = { detail: "Слишком большой запрос.", code: "request_too_large" };
const GETPAY_ENV = {
  GETPAY_WALLET_ID: "W-1",
  GETPAY_SECRET: "caps-secret",
  GETPAY_FORM_URL: "https://g.test/",
};

type Route = Record<string, unknown>;
type Streamed = {
  head: string;
  chunk: string;
  chunks: number;
  type: string;
  headers?: Record<string, string>;
};

/**
 * Sends a body as a stream without Content-Length, as a chunked upload arrives: `head` first, then `chunks`
 * copies of `chunk`, produced only when the handler pulls them. Reports how many were pulled by the answer, how
 * many a moment after it, and whether the handler cancelled the stream.
 */
async function sendStreamed(mod: Route, url: string, s: Streamed, params: Record<string, string> = {}) {
  const encoder = new TextEncoder();
  const chunk = encoder.encode(s.chunk);
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === 0) controller.enqueue(encoder.encode(s.head));
        else if (pulled > s.chunks) controller.close();
        else controller.enqueue(chunk);
        pulled++;
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers({ "content-type": s.type, ...s.headers });
  const req = new NextRequest(new URL(url, "http://localhost:3000"), {
    method: "POST",
    headers,
    body,
    duplex: "half",
  });
  expect(req.headers.get("content-length")).toBeNull();
  const handler = mod.POST as (
    r: NextRequest,
    c: { params: Promise<Record<string, string>> },
  ) => Promise<Response>;
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  const pulledByAnswer = pulled;
  await new Promise((r) => setTimeout(r, 50));
  return {
    status: res.status,
    text,
    json: JSON.parse(text || "null"),
    pulled: pulledByAnswer,
    pulledLater: pulled,
    cancelled,
  };
}

describe.each(testEngines)("request bodies capped while they stream on %s", (engine) => {
  const t = checkoutSuite(engine);
  suiteProcessEnv(GETPAY_ENV);

  // 16 KB chunks, 320 of them (5 MB): a handler that reads to the end pulls them all; the 64 KB cap needs ~5.
  const jsonFlood = { head: '{"code": "', chunk: "a".repeat(16 * KB), chunks: 320, type: "application/json" };

  it.each([
    ["handleRoute (promo code check)", promoShowRoute, "/api/promo_codes/show/"],
    ["sign-in", jwtCreateRoute, "/api/auth/jwt/create/"],
    ["order bodies (PUBG order)", pubgRoute, "/api/orders/pubg/"],
  ])("refuses a chunked JSON body past 64 KB without reading the rest: %s", async (_name, mod, url) => {
    const res = await sendStreamed(mod as Route, url, jsonFlood);
    expect({ status: res.status, json: res.json }).toEqual({ status: 413, json: TOO_LARGE });
    expect(res.pulled).toBeLessThanOrEqual(64 / 16 + 2);
    expect({ pulledLater: res.pulledLater, cancelled: res.cancelled }).toEqual({
      pulledLater: res.pulled,
      cancelled: false,
    });
  });

  it("still reads a streamed JSON body under the cap", async () => {
    const res = await sendStreamed(promoShowRoute, "/api/promo_codes/show/", {
      head: '{"code": "',
      chunk: "A",
      chunks: 3,
      type: "application/json",
    });
    // A body that never closes its string is read to its end and refused as JSON, not as too large.
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("parse_error");
    expect(res.cancelled).toBe(false);
  });

  it("refuses a chunked GetPay notice form past its cap without reading the rest", async () => {
    const res = await sendStreamed(getpayRoute, "/api/payments/getpay/notify/", {
      head: "WALLET_ID=W-1&P_WALLET=",
      chunk: "a".repeat(16 * KB),
      chunks: 320,
      type: "application/x-www-form-urlencoded",
    });
    expect({ status: res.status, json: res.json }).toEqual({ status: 413, json: TOO_LARGE });
    expect(res.pulled).toBeLessThanOrEqual(64 / 16 + 2);
    expect({ pulledLater: res.pulledLater, cancelled: res.cancelled }).toEqual({
      pulledLater: res.pulled,
      cancelled: false,
    });
  });

  it("refuses a chunked multipart GetPay notice past its cap too", async () => {
    const boundary = "capsboundary";
    const res = await sendStreamed(getpayRoute, "/api/payments/getpay/notify/", {
      head: `--${boundary}\r\nContent-Disposition: form-data; name="P_WALLET"\r\n\r\n`,
      chunk: "b".repeat(16 * KB),
      chunks: 320,
      type: `multipart/form-data; boundary=${boundary}`,
    });
    expect({ status: res.status, json: res.json }).toEqual({ status: 413, json: TOO_LARGE });
    expect(res.pulled).toBeLessThanOrEqual(64 / 16 + 2);
  });

  it("refuses a chunked avatar upload past the 2 MB picture's room without reading the rest", async () => {
    const browser = newBrowser();
    const order = await request(browser, standoffRoute, "/api/orders/standoff/", {
      method: "POST",
      body: {
        products: [{ product_id: t.c.gold.id, quantity: 1 }],
        email: "caps@example.com",
        game_account_id: "7",
      },
    });
    expect(order.status).toBe(201);
    const boundary = "avatarboundary";
    const res = await sendStreamed(
      avatarRoute,
      `/api/orders/standoff/avatar/${order.json.id}/`,
      {
        head:
          `--${boundary}\r\nContent-Disposition: form-data; name="game_avatar"; filename="a.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
        chunk: "\0".repeat(64 * KB),
        chunks: 160, // 10 MB
        type: `multipart/form-data; boundary=${boundary}`,
        headers: { cookie: browser.cookie! },
      },
      { id: String(order.json.id) },
    );
    expect({ status: res.status, json: res.json }).toEqual({ status: 413, json: TOO_LARGE });
    // 2 MB and the envelope's 64 KB are 33 chunks of 64 KB.
    expect(res.pulled).toBeLessThanOrEqual(36);
    expect({ pulledLater: res.pulledLater, cancelled: res.cancelled }).toEqual({
      pulledLater: res.pulled,
      cancelled: false,
    });
  });
});
