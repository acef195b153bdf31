// POST /api/payments/getpay/notify/: GetPay's payment notice as a form or JSON with WALLET_ID, WALLET_TYPE (the
// currency code), SUM, ORDER_ID (our payment reference), P_TYPE, P_WALLET, PAYMENT_ID and SIGN (see
// getpay-signature.ts). Checks the signature (constant-time), wallet, amount, currency and payment, then applies
// the approval idempotently. Answers plain text: "OK" (a replay too), or "ERROR: ..." with a 4xx status.
import type { NextRequest } from "next/server";
import { ApiError } from "../../http/api-error";
import { assertNoControlChars, readJsonBody } from "../../http/read-body";
import { MAX_FORM_BYTES, readCappedForm } from "../../http/read-capped-body";
import { logger } from "../../logger";
import { applyPaymentCallback } from "../apply-payment-callback";
import { isSameHexSignature } from "../sandbox/sandbox-signature";
import { getGetpayConfig, signGetpayNotice } from "./getpay-signature";
import { getpayNoticeSchema } from "@/lib/schemas/payments/payment-endpoints";

const noticeSchema = getpayNoticeSchema;

export type GetpayAnswer = { status: number; text: string };

const answer = (status: number, text: string): GetpayAnswer => ({ status, text });

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

export async function handleGetpayNotice(req: NextRequest): Promise<GetpayAnswer> {
  const config = getGetpayConfig();
  if (!config) return answer(404, "ERROR: not configured");
  let raw: Record<string, unknown>;
  try {
    raw = await readNotice(req);
  } catch (err) {
    // An oversized body is the store-wide 413; any other unreadable notice is GetPay's plain-text refusal.
    if (err instanceof ApiError && err.status === 413) throw err;
    return answer(400, "ERROR: bad request");
  }
  const parsed = noticeSchema.safeParse(raw);
  if (!parsed.success) return answer(400, "ERROR: missing fields");
  const n = parsed.data;
  if (!isSameHexSignature(n.SIGN, signGetpayNotice(config.secret, n))) {
    logger.warn({ orderId: n.ORDER_ID }, "getpay notice with a bad signature refused");
    return answer(403, "ERROR: bad sign");
  }
  if (n.WALLET_ID !== config.walletId) {
    logger.warn({ orderId: n.ORDER_ID }, "getpay notice for another wallet refused");
    return answer(403, "ERROR: wrong wallet");
  }
  const outcome = await applyPaymentCallback({
    provider: "getpay",
    providerPaymentId: n.ORDER_ID,
    event: "approve",
    amount: n.SUM,
    currency: n.WALLET_TYPE,
  });
  if (outcome === "unknown_payment") return answer(404, "ERROR: unknown order");
  if (outcome === "mismatch") return answer(400, "ERROR: amount or currency mismatch");
  return answer(200, "OK");
}
