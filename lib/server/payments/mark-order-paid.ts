// Inside the confirming transaction (order and payment rows locked): take the payment's balance share, close the
// order's other pending payments, make this payment the order's payment (with the provider's transaction id, when
// it reports one, kept for refunds), move the order to paid and send its delivery job and receipt. "short" when
// the balance share can no longer be covered (its hold was released and the balance spent since): the caller then
// credits what the provider took instead.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, payments } from "../db/schema";
import { transitionOrder } from "../orders/status-machine";
import { publicOrigin } from "../auth/site-origin";
import { enqueueOrderMail } from "../fulfilment/fulfilment-mails";
import { enqueueJob } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import { debitShare } from "./balance-hold";
import { closePendingPayments } from "./close-payment";
import type { PaymentRow } from "./payment-row";

export async function markOrderPaid(
  tx: Db,
  payment: PaymentRow,
  providerTransactionId: string | null = null,
): Promise<"paid" | "short"> {
  if (!(await debitShare(tx, payment))) return "short";
  await closePendingPayments(tx, payment.orderId, "superseded", payment.id);
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (order.status === "created")
    await transitionOrder(tx, payment.orderId, "created", "waiting_for_payment");
  if (!(await transitionOrder(tx, payment.orderId, "waiting_for_payment", "paid"))) {
    throw new Error("order left waiting_for_payment inside a locked transaction");
  }
  await tx
    .update(orders)
    .set({
      paymentId: payment.providerPaymentId,
      paymentMethod: payment.method,
      paymentStatus: "succeeded",
      currency: payment.currency,
      updated: new Date(),
    })
    .where(eq(orders.id, payment.orderId));
  await tx
    .update(payments)
    .set({
      status: "succeeded",
      // The captured transaction a refund of this payment names (Payselection); kept if already known.
      ...(providerTransactionId ? { providerTransactionId } : {}),
      updated: new Date(),
    })
    .where(eq(payments.id, payment.id));
  // The delivery job and the receipt exist exactly when the order is paid: sent in this same transaction.
  await enqueueJob(tx, QUEUES.deliverOrder, { orderId: payment.orderId });
  await enqueueOrderMail(tx, payment.orderId, "receipt", publicOrigin());
  return "paid";
}
