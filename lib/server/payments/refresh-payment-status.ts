// The payment page asks for the state of the order's pending payment with a provider that can be asked
// (PaymentProvider.readStatus): what the provider reports is applied like its callback. Answers the order's id,
// whose status the caller then reads.
import { logger } from "../logger";
import type { OrderAccess } from "../orders/access/find-accessible-order";
import { applyPaymentCallback } from "./apply-payment-callback";
import { findPendingProviderPayment } from "./find-pending-provider-payment";
import type { PaymentProvider } from "./payment-provider";

export async function refreshPaymentStatus(access: OrderAccess, id: number, provider: PaymentProvider) {
  const { orderId, payment } = await findPendingProviderPayment(access, id, provider.name);
  const reading = payment && provider.readStatus ? await provider.readStatus(payment) : null;
  if (payment && reading) {
    const outcome = await applyPaymentCallback({
      provider: provider.name,
      providerPaymentId: payment.providerPaymentId,
      ...reading,
    });
    if (outcome === "mismatch")
      logger.warn({ orderId }, `${provider.name} status does not match the payment`);
  }
  return orderId;
}
