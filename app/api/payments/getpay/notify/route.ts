// POST /api/payments/getpay/notify/ – GetPay's signed payment notice, as a form or JSON with WALLET_ID, WALLET_TYPE
// (the currency code), SUM, ORDER_ID (our payment reference), P_TYPE, P_WALLET, PAYMENT_ID and SIGN; checked and
// applied by the payments service (getpay-payment-provider.ts). Answers plain text as GetPay expects: "OK" (a
// replay too), or "ERROR: ..." with a 4xx status.
import type { NextRequest } from "next/server";
import { ApiError } from "@/lib/server/http/api-error";
import { errorResponse } from "@/lib/server/http/handle-route";
import { textErrorResponse } from "@/lib/server/http/text-error-response";
import type { ErrorCode } from "@/lib/schemas/error-codes";
import { methods } from "@/lib/server/http/methods";
import { assertNoControlChars, readJsonBody } from "@/lib/server/http/read-body";
import { MAX_FORM_BYTES, readCappedForm } from "@/lib/server/http/read-capped-body";
import { acceptPaymentCallback, type AcceptedCallback } from "@/lib/server/payments/accept-payment-callback";
import { CallbackRefusedError, type CallbackRefusal } from "@/lib/server/payments/payment-provider";
import { getPaymentProvider } from "@/lib/server/payments/payment-providers";

const ok = () =>
  new Response("OK", { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });

const REFUSALS: Record<CallbackRefusal, [status: number, code: ErrorCode, body: string]> = {
  invalid: [400, "invalid", "ERROR: missing fields"],
  bad_signature: [403, "permission_denied", "ERROR: bad sign"],
  wrong_account: [403, "permission_denied", "ERROR: wrong wallet"],
};

async function readNotice(req: NextRequest): Promise<Record<string, unknown>> {
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const form = await readCappedForm(req, MAX_FORM_BYTES);
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
    assertNoControlChars(fields, "all");
    return fields;
  }
  const json = await readJsonBody(req);
  if (!json || typeof json !== "object" || Array.isArray(json)) throw new Error("not an object");
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, typeof v === "number" ? String(v) : v]));
}

function answer(outcome: AcceptedCallback): Response {
  if (outcome === "unknown_payment") return textErrorResponse(404, "not_found", "ERROR: unknown order");
  if (outcome === "mismatch") return textErrorResponse(400, "mismatch", "ERROR: amount or currency mismatch");
  return ok();
}

async function notify(req: NextRequest): Promise<Response> {
  try {
    const provider = getPaymentProvider("getpay");
    if (!provider.isAvailable()) return textErrorResponse(404, "not_found", "ERROR: not configured");
    let body: Record<string, unknown>;
    try {
      body = await readNotice(req);
    } catch (err) {
      // An oversized body is the store-wide 413; any other unreadable notice is GetPay's plain-text refusal.
      if (err instanceof ApiError && err.status === 413) throw err;
      return textErrorResponse(400, "parse_error", "ERROR: bad request");
    }
    try {
      return answer(await acceptPaymentCallback(provider, { body, headers: req.headers, url: req.url }));
    } catch (err) {
      if (err instanceof CallbackRefusedError) return textErrorResponse(...REFUSALS[err.reason]);
      throw err;
    }
  } catch (err) {
    return errorResponse(err);
  }
}

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: notify });
