// Money a provider really took is never dropped: when its payment can no longer pay the order (the order is
// already paid, expired or failed, or the balance share it counted on is gone), the captured roubles are
// credited — to the balance of the shopper's account at once, or, for a guest, as an open credit an operator
// refunds. A second transfer under a payment already counted (its provider transaction differs) is credited the
// same way, the payment's own status kept. Runs in the callback's transaction; the e-mail goes out after it commits.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { captureCredits, users } from "../db/schema";
import type { MailMessage } from "../mail/mail-message";
import { logger } from "../logger";
import { releaseHold } from "./balance-hold";
import { captureCreditMail } from "./capture-credit-mail";
import type { PaymentRow } from "./payment-row";
import { recordLedger } from "./record-ledger";
import { setPaymentStatus } from "./set-payment-status";

type OrderFacts = { id: number; userId: number | null; email: string; hash: string };

export async function creditCapturedPayment(
  tx: Db,
  payment: PaymentRow,
  order: OrderFacts,
  reason: string,
  publicOrigin: string,
  { transactionId }: { transactionId: string },
): Promise<MailMessage | null> {
  await releaseHold(tx, payment);
  const userId = payment.userId ?? order.userId;
  const inserted = await tx
    .insert(captureCredits)
    .values({
      paymentId: payment.id,
      orderId: order.id,
      userId,
      email: order.email,
      amountRub: payment.amountRub,
      reason,
      transactionId,
      status: userId === null ? "open" : "credited",
      resolved: userId === null ? null : new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: captureCredits.id });
  if (!inserted.length) return null; // already credited: one credit per payment and transaction
  let to = order.email;
  if (userId !== null) {
    const [user] = await tx
      .update(users)
      .set({ balance: sql`${users.balance} + ${payment.amountRub}::numeric` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    to = user?.email ?? to;
  }
  // A payment that paid its order stays succeeded: only this transfer's money is credited.
  if (payment.status !== "succeeded") await setPaymentStatus(tx, payment, "credited");
  await recordLedger(tx, {
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    paymentId: payment.id,
    orderId: order.id,
    userId,
    event: "credit",
    outcome: userId === null ? "guest_credit_open" : "balance_credited",
    amountRub: payment.amountRub,
    currency: "RUB",
    detail: transactionId ? { reason, transactionId } : { reason },
  });
  logger.warn(
    {
      paymentId: payment.id,
      orderId: order.id,
      amountRub: payment.amountRub,
      reason,
      guest: userId === null,
    },
    "captured payment could not pay its order: amount credited",
  );
  if (!to) return null;
  return captureCreditMail({
    to,
    orderId: order.id,
    amountRub: payment.amountRub,
    toBalance: userId !== null,
    orderLink: `${publicOrigin}/orders/${order.hash}/details`,
  });
}
