// Order and payment states as the payment page reads them from GET /api/orders/status/{id}/.
import type { OrderStatus } from "@/lib/api/types/order";

/** The order is paid, whatever fulfilment has reached since. */
const PAID_STATUSES: readonly OrderStatus[] = ["paid", "sending", "sent", "done"];

/**
 * Final payment states that leave the order payable again. The server writes declined and terminated
 * (apply-payment-callback.ts) and failed (mark-order-paid.ts); expired is a provider's word for the same.
 */
const DECLINED_PAYMENT_STATUSES = ["declined", "terminated", "failed", "expired"];

export const isPaidStatus = (status: OrderStatus) => PAID_STATUSES.includes(status);

export const isDeclinedPayment = (paymentStatus: string | null) =>
  paymentStatus !== null && DECLINED_PAYMENT_STATUSES.includes(paymentStatus);

/** A payment was started and neither the provider nor the shopper has finished it. */
export const isPendingPayment = (status: OrderStatus, paymentStatus: string | null) =>
  status === "waiting_for_payment" && paymentStatus === "pending";

/** Single failed polls are normal on a phone; a run of them is worth telling the shopper. */
export const POLL_FAILURES_SHOWN = 3;
