// POST /api/payments/sandbox/webhook/: the sandbox provider's callback, verified like a real provider's (HMAC
// of the raw body, constant-time), then applied idempotently. Refused in live mode.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { getConfig } from "../../config";
import { ApiError, notFound, permissionDenied, validationError } from "../../http/api-error";
import { zodToFieldErrors } from "../../http/zod-to-field-errors";
import { logger } from "../../logger";
import { applyPaymentCallback } from "../apply-payment-callback";
import { readJsonBodyWithText } from "../../http/read-body";
import { sandboxWebhook } from "@/lib/schemas/payments/payment-endpoints";
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from "./sandbox-signature";

export async function handleSandboxWebhook(req: NextRequest): Promise<{ status: "ok" | "ignored" }> {
  if (getConfig().STORE_MODE === "live") throw notFound();
  const { raw, json } = await readJsonBodyWithText(req);
  if (!(await verifySandboxSignature(raw, req.headers.get(SANDBOX_SIGNATURE_HEADER)))) {
    logger.warn("sandbox webhook with a bad signature refused");
    throw permissionDenied("Неверная подпись уведомления.");
  }
  const parsed = (sandboxWebhook.body as z.ZodType).safeParse(json);
  if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error));
  const body = parsed.data as z.output<NonNullable<typeof sandboxWebhook.body>>;
  const outcome = await applyPaymentCallback({
    provider: "sandbox",
    providerPaymentId: body.payment_id,
    event: body.event,
    amount: body.amount,
    currency: body.currency,
  });
  if (outcome === "unknown_payment") throw notFound("Платёж не найден.");
  if (outcome === "mismatch") {
    throw new ApiError(400, { detail: "Сумма или валюта не совпадают с платежом.", code: "mismatch" });
  }
  return { status: outcome === "replayed" || outcome === "ignored" ? "ignored" : "ok" };
}
