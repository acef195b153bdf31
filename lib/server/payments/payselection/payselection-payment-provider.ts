// Payselection: a payment is created over its API after our payment row is committed (a redirect to its page);
// its webhooks are signed over the address we gave it and the raw body (X-SITE-ID, X-WEBHOOK-SIGNATURE); the
// payment page may ask for a payment's state; a guest's money goes back through its refund call (a refund job).
import type { z } from "zod";
import { payselectionWebhook } from "@/lib/schemas/payments/payment-endpoints";
import { publicOrigin } from "../../auth/site-origin";
import { zodToFieldErrors } from "../../http/zod-to-field-errors";
import { logger } from "../../logger";
import type { PaymentEvent } from "../apply-payment-callback";
import { CallbackRefusedError, type PaymentProvider } from "../payment-provider";
import { isSameHexSignature } from "../sandbox/sandbox-signature";
import { createPayselectionPayment } from "./create-payselection-payment";
import { getPayselectionConfig } from "./payselection-config";
import { readPayselectionStatus } from "./payselection-order-status";
import { signPayselectionWebhook } from "./payselection-signature";
import { refundPayselectionPayment } from "./refund-payselection-payment";

const EVENTS: Record<string, PaymentEvent> = { Payment: "approve", Fail: "decline" };

type WebhookBody = z.output<NonNullable<typeof payselectionWebhook.body>>;

export const payselectionPaymentProvider: PaymentProvider = {
  name: "payselection",
  isAvailable: () => getPayselectionConfig() !== null,
  start: (input) => ({ afterCommit: (payment) => createPayselectionPayment(payment, input.origin) }),
  async readCallback({ rawBody, body, headers, url }) {
    const config = getPayselectionConfig();
    if (!config) throw new Error("payselection is not configured");
    const siteId = headers.get("x-site-id");
    // Payselection signs the webhook address we gave it: the configured public origin, never the Host header.
    const expected = signPayselectionWebhook(config.secret, {
      method: "POST",
      url: `${publicOrigin()}${new URL(url).pathname}`,
      siteId: config.siteId,
      body: rawBody ?? "",
    });
    if (siteId !== config.siteId || !isSameHexSignature(headers.get("x-webhook-signature"), expected)) {
      logger.warn(
        { siteIdMatches: siteId === config.siteId },
        "payselection webhook with a bad signature refused",
      );
      throw new CallbackRefusedError("bad_signature");
    }
    const parsed = (payselectionWebhook.body as z.ZodType).safeParse(body);
    if (!parsed.success) throw new CallbackRefusedError("invalid", zodToFieldErrors(parsed.error));
    const data = parsed.data as WebhookBody;
    if (data.Event === "Refund") {
      const amount = data.Amount.trim();
      return {
        kind: "refund_notice",
        providerPaymentId: data.OrderId,
        amount: /^\d{1,10}(\.\d{1,2})?$/.test(amount) ? amount : null,
        currency: data.Currency,
        transactionId: data.TransactionId ?? null,
      };
    }
    const event = EVENTS[data.Event];
    if (!event) return { kind: "ignored" };
    return {
      kind: "payment",
      providerPaymentId: data.OrderId,
      event,
      amount: data.Amount,
      currency: data.Currency,
      ...(data.TransactionId ? { providerTransactionId: data.TransactionId } : {}),
    };
  },
  readStatus: readPayselectionStatus,
  refunds: "through_api",
  refund: refundPayselectionPayment,
};
