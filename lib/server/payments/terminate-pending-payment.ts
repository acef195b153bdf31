// The shopper left the provider's page: the order's pending payment with that provider is terminated (the order
// stays payable). Answers the order's id, whose status the caller then reads.
import type { OrderAccess } from "../orders/access/find-accessible-order";
import { applyPaymentCallback } from "./apply-payment-callback";
import { findPendingProviderPayment } from "./find-pending-provider-payment";
import type { PaymentProvider } from "./payment-provider";

export async function terminatePendingPayment(access: OrderAccess, id: number, provider: PaymentProvider) {
  const { orderId, payment } = await findPendingProviderPayment(access, id, provider.name);
  if (payment) {
    await applyPaymentCallback({
      provider: provider.name,
      providerPaymentId: payment.providerPaymentId,
      event: "terminate",
    });
  }
  return orderId;
}
