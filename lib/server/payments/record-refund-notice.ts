// A provider confirms a refund the refund job already made: it goes into the ledger and changes nothing else.
import { getDb } from "../db/client";
import { logger } from "../logger";
import { findProviderPayment } from "./apply-payment-callback";
import type { ProviderCallback } from "./payment-provider";
import { recordLedger } from "./record-ledger";

type RefundNotice = Extract<ProviderCallback, { kind: "refund_notice" }>;

export async function recordRefundNotice(
  provider: string,
  notice: RefundNotice,
): Promise<"recorded" | "unknown_payment"> {
  const payment = await findProviderPayment(provider, notice.providerPaymentId);
  await recordLedger(await getDb(), {
    provider,
    providerPaymentId: notice.providerPaymentId.slice(0, 200),
    paymentId: payment?.id ?? null,
    orderId: payment?.orderId ?? null,
    userId: payment?.userId ?? null,
    event: "refund_notice",
    outcome: payment ? "informational" : "unknown_payment",
    amount: notice.amount,
    currency: notice.currency.slice(0, 8),
    detail: { transactionId: notice.transactionId },
  });
  if (!payment) return "unknown_payment";
  logger.info({ paymentId: payment.id, amount: notice.amount }, `${provider} confirmed a refund`);
  return "recorded";
}
