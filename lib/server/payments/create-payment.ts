// POST /api/payments/{name}/: starts paying an order. In one transaction with the order row locked: the order
// must be payable (an order past its payment deadline expires here), the method usable for the currency; an
// earlier pending payment is superseded (its balance hold released); the amount is computed from the spendable
// balance (balance less other payments' holds) and the balance share is HELD at once, so two payments can never
// count on the same roubles; the order moves created -> waiting_for_payment and records the attempt. When the
// signed-in owner's balance covers everything, the payment is confirmed at once (wait_order_state).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { createPaymentBodySchema } from "@/lib/schemas/payments/payment-endpoints";
import type { PaymentScenario } from "@/lib/schemas/payments/payment-scenario";
import { REQUIRED_MESSAGE } from "@/lib/schemas/field-messages";
import { publicOrigin } from "../auth/site-origin";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb } from "../db/client";
import { orders, payments } from "../db/schema";
import { nonFieldError, validationError, type FieldErrors } from "../http/api-error";
import type { OrderAccess } from "../orders/access/find-accessible-order";
import { lockAccessibleOrder } from "../orders/access/lock-accessible-order";
import { ordersPaidTotal, paymentsTotal } from "../metrics/metrics";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { transitionOrder } from "../orders/status-machine";
import { expireOrder, isPastPaymentDeadline, ORDER_EXPIRED_REASON } from "../orders/expire-order";
import { holdBalance, lockAvailableBalance } from "./balance-hold";
import { closePendingPayments } from "./close-payment";
import { recordLedger } from "./record-ledger";
import { findCurrencyRate, findPaymentMethod, type PaymentMethodRow } from "./find-payment-method";
import { markOrderPaid } from "./mark-order-paid";
import { computePaymentAmount } from "./payment-amount";
import { paymentMethodUnavailable, type PaymentProvider, type StartResult } from "./payment-provider";
import { findPaymentProvider } from "./payment-providers";
import { ROW_LOCK } from "../db/row-lock";

type Body = z.output<typeof createPaymentBodySchema>;

/** The method's provider, when the method may take this payment (the sandbox is refused in live mode). */
function checkMethod(method: PaymentMethodRow, body: Body): PaymentProvider {
  if (!method.isActive) throw paymentMethodUnavailable();
  const provider = findPaymentProvider(method.provider);
  if (!provider?.isAvailable()) throw paymentMethodUnavailable();
  const errors: FieldErrors = {};
  if (!method.currencies.includes(body.currency)) {
    errors.currency = [`Способ оплаты не принимает валюту ${body.currency}.`];
  }
  for (const field of method.requiredFields) {
    if (field === "phone" && !body.phone) errors.phone = [REQUIRED_MESSAGE];
    if (field === "email" && !body.email) errors.email = [REQUIRED_MESSAGE];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return provider;
}

/** An order past its deadline is expired in a transaction of its own, so that the refusal keeps the expiry. */
async function expireLateOrder(orderId: number, now: Date): Promise<never> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for(ROW_LOCK);
    if (locked) await expireOrder(tx, locked, now);
  });
  throw nonFieldError(ORDER_EXPIRED_REASON);
}

export async function createPayment(
  access: OrderAccess,
  methodName: string,
  body: Body,
): Promise<PaymentScenario> {
  const origin = publicOrigin();
  const db = await getDb();
  const method = await findPaymentMethod(db, methodName);
  const rate = await findCurrencyRate(db, body.currency);
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const order = await lockAccessibleOrder(tx, access, body.order_id);
    if (isPastPaymentDeadline(order, now)) return { lateOrderId: order.id } as const;
    if (order.status !== "created" && order.status !== "waiting_for_payment") {
      throw nonFieldError(
        order.expiredAt ? ORDER_EXPIRED_REASON : "Заказ уже оплачен или закрыт: начать оплату нельзя.",
      );
    }
    // SPEC.md section 5: a Standoff order needs its avatar (the operator finds the shopper's listing by it), which
    // arrives in a call after the order's creation; paying for an order without one would buy what cannot be sent.
    if (order.kind === "standoff" && !order.gameAvatar) {
      throw nonFieldError("Сначала приложите аватар аккаунта Standoff 2: без него заказ не выполнить.");
    }
    const methodProvider = checkMethod(method, body);
    await closePendingPayments(tx, order.id, "superseded");
    const payer = access.userId !== null && order.userId === access.userId ? access.userId : null;
    // The owner may decline to spend the balance on this payment (the page's switch, on by default).
    const usesBalance = payer !== null && body.use_balance !== false;
    const amount = computePaymentAmount({
      total: order.total,
      balance: usesBalance ? toKopecks(await lockAvailableBalance(tx, payer)) : 0n,
      fee: method.fee,
      fixFee: method.fixFee,
      rate,
    });
    const isCovered = amount.rest === 0n;
    if (!isCovered && amount.rest < toKopecks(method.minAmount)) {
      throw nonFieldError(`Минимальная сумма для этого способа оплаты — ${method.minAmount} ₽.`);
    }
    const holdState = amount.balanceDebit > 0n ? "held" : "none";
    if (payer !== null && holdState === "held") {
      if (!(await holdBalance(tx, payer, formatKopecks(amount.balanceDebit)))) {
        throw new Error("balance hold refused on a locked user row");
      }
    }
    if (order.status === "created") await transitionOrder(tx, order.id, "created", "waiting_for_payment");

    const providerPaymentId = randomBytes(16).toString("hex");
    const provider = isCovered ? "balance" : method.provider;
    const amountText = formatKopecks(amount.amount);
    const started: StartResult = isCovered
      ? { scenario: { type: "wait_order_state", orderId: order.id } }
      : methodProvider.start({
          origin,
          providerPaymentId,
          orderId: order.id,
          amount: amountText,
          currency: body.currency,
          scenarioType: method.scenarioType,
        });
    const scenario = "scenario" in started ? started.scenario : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId: payer,
        provider,
        method: method.name,
        providerPaymentId,
        amount: amountText,
        currency: body.currency,
        amountRub: formatKopecks(amount.amountRub),
        balanceDebit: formatKopecks(amount.balanceDebit),
        holdState,
        scenario,
      })
      .returning();
    // The start's ledger entry and, when the balance pays a share, the hold's entry name the same payment.
    const paymentRef = {
      provider,
      providerPaymentId,
      paymentId: payment.id,
      orderId: order.id,
      userId: payer,
    };
    await recordLedger(tx, {
      ...paymentRef,
      event: "started",
      outcome: "pending",
      amount: amountText,
      currency: body.currency,
      amountRub: formatKopecks(amount.amountRub),
      detail: { method: method.name, balanceShare: formatKopecks(amount.balanceDebit) },
    });
    if (holdState === "held") {
      await recordLedger(tx, {
        ...paymentRef,
        event: "hold",
        outcome: "applied",
        amountRub: formatKopecks(amount.balanceDebit),
        currency: "RUB",
      });
    }
    await tx
      .update(orders)
      .set({
        paymentMethod: method.name,
        paymentId: providerPaymentId,
        paymentStatus: "pending",
        currency: body.currency,
        totalToPay: formatKopecks(amount.rest),
        lastAttemptAt: now,
        updated: now,
      })
      .where(eq(orders.id, order.id));
    if (isCovered && (await markOrderPaid(tx, payment)) !== "paid") {
      throw nonFieldError("На балансе недостаточно средств.");
    }
    return { started, isCovered, payment };
  });
  if (result.lateOrderId !== undefined) return expireLateOrder(result.lateOrderId, now);
  paymentsTotal.inc({ provider: result.payment.provider, outcome: "started" });
  if (result.isCovered) ordersPaidTotal.inc();
  if (result.isCovered) invalidateTags(cacheTags.feed);
  const { started } = result;
  return "scenario" in started ? started.scenario : started.afterCommit(result.payment);
}
