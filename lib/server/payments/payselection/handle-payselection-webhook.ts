// POST /api/payments/payselection/webhook/: verifies X-SITE-ID and X-WEBHOOK-SIGNATURE over the raw body
// (constant-time), then applies Payment (approve) or Fail (decline) idempotently. Refund confirms a refund the
// refund job already recorded: it goes into the ledger and changes nothing else. Other events are acknowledged.
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { payselectionWebhook } from "@/lib/schemas/payments/payment-endpoints";
import { publicOrigin } from "../../auth/site-origin";
import { ApiError, notFound, permissionDenied, validationError } from "../../http/api-error";
import { getDb } from "../../db/client";
import { zodToFieldErrors } from "../../http/zod-to-field-errors";
import { logger } from "../../logger";
import { applyPaymentCallback, findProviderPayment, type PaymentEvent } from "../apply-payment-callback";
import { recordLedger } from "../record-ledger";
import { isSameHexSignature } from "../sandbox/sandbox-signature";
import { readJsonBodyWithText } from "../../http/read-body";
import { getPayselectionConfig } from "./payselection-config";
import { signPayselectionWebhook } from "./payselection-signature";

const EVENTS: Record<string, PaymentEvent> = { Payment: "approve", Fail: "decline" };

type WebhookBody = z.output<NonNullable<typeof payselectionWebhook.body>>;

/** Payselection confirms a refund: informational, the refund job already moved the money and the line. */
async function recordRefundNotice(body: WebhookBody): Promise<{ status: "ok" }> {
  const payment = await findProviderPayment("payselection", body.OrderId);
  const amount = /^\d{1,10}(\.\d{1,2})?$/.test(body.Amount.trim()) ? body.Amount.trim() : null;
  await recordLedger(await getDb(), {
    provider: "payselection",
    providerPaymentId: body.OrderId.slice(0, 200),
    paymentId: payment?.id ?? null,
    orderId: payment?.orderId ?? null,
    userId: payment?.userId ?? null,
    event: "refund_notice",
    outcome: payment ? "informational" : "unknown_payment",
    amount,
    currency: body.Currency.slice(0, 8),
    detail: { transactionId: body.TransactionId ?? null },
  });
  if (!payment) throw notFound("Платёж не найден.");
  logger.info({ paymentId: payment.id, amount }, "payselection confirmed a refund");
  return { status: "ok" };
}

export async function handlePayselectionWebhook(req: NextRequest): Promise<{ status: "ok" | "ignored" }> {
  const config = getPayselectionConfig();
  if (!config) throw notFound();
  const { raw, json } = await readJsonBodyWithText(req);
  const siteId = req.headers.get("x-site-id");
  // Payselection signs the webhook address we gave it: the configured public origin, never the Host header.
  const expected = signPayselectionWebhook(config.secret, {
    method: "POST",
    url: `${publicOrigin()}${new URL(req.url).pathname}`,
    siteId: config.siteId,
    body: raw,
  });
  if (siteId !== config.siteId || !isSameHexSignature(req.headers.get("x-webhook-signature"), expected)) {
    logger.warn(
      { siteIdMatches: siteId === config.siteId },
      "payselection webhook with a bad signature refused",
    );
    throw permissionDenied("Неверная подпись уведомления.");
  }
  const parsed = (payselectionWebhook.body as z.ZodType).safeParse(json);
  if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error));
  const body = parsed.data as WebhookBody;
  if (body.Event === "Refund") return recordRefundNotice(body);
  const event = EVENTS[body.Event];
  if (!event) return { status: "ignored" };
  const outcome = await applyPaymentCallback({
    provider: "payselection",
    providerPaymentId: body.OrderId,
    event,
    amount: body.Amount,
    currency: body.Currency,
    ...(body.TransactionId ? { providerTransactionId: body.TransactionId } : {}),
  });
  if (outcome === "unknown_payment") throw notFound("Платёж не найден.");
  if (outcome === "mismatch") {
    throw new ApiError(400, { detail: "Сумма или валюта не совпадают с платежом.", code: "mismatch" });
  }
  return { status: outcome === "replayed" || outcome === "ignored" ? "ignored" : "ok" };
}
