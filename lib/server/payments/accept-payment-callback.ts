// A provider's callback, as the edge read it: verified and parsed by the provider (PaymentProvider.readCallback,
// which throws CallbackRefusedError for one it cannot trust), then applied idempotently (apply-payment-callback.ts)
// or, for a refund confirmation, recorded in the ledger. The caller turns the outcome into the provider's answer.
import { applyPaymentCallback, type CallbackOutcome } from "./apply-payment-callback";
import type { CallbackInput, PaymentProvider } from "./payment-provider";
import { recordRefundNotice } from "./record-refund-notice";

export type AcceptedCallback = CallbackOutcome | "recorded";

export async function acceptPaymentCallback(
  provider: PaymentProvider,
  input: CallbackInput,
): Promise<AcceptedCallback> {
  const callback = await provider.readCallback(input);
  if (callback.kind === "ignored") return "ignored";
  if (callback.kind === "refund_notice") return recordRefundNotice(provider.name, callback);
  const { providerPaymentId, event, amount, currency, providerTransactionId } = callback;
  return applyPaymentCallback({
    provider: provider.name,
    providerPaymentId,
    event,
    ...(amount !== undefined ? { amount } : {}),
    ...(currency !== undefined ? { currency } : {}),
    ...(providerTransactionId !== undefined ? { providerTransactionId } : {}),
  });
}
