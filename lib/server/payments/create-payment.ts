// POST /api/payments/{name}/: starts paying an order. In one transaction with the order row locked: the order
// must be payable, the method usable for the currency; the amount is computed (balance share, fees, rate); an
// earlier pending payment is superseded; the order moves created -> waiting_for_payment and records the payment.
// When the signed-in owner's balance covers everything, the payment is confirmed at once (wait_order_state).
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { createPaymentBodySchema } from "@/lib/schemas/payments/payment-endpoints";
import type { PaymentScenario } from "@/lib/schemas/payments/payment-scenario";
import { siteOrigin } from "../auth/site-origin";
import { invalidateCache } from "../cache/cached";
import { getDb, type Db } from "../db/client";
import { orders, payments, users } from "../db/schema";
import { nonFieldError, validationError, type FieldErrors } from "../http/api-error";
import type { AuthContext } from "../http/auth-context";
import { readOrderAccess } from "../orders/access/find-accessible-order";
import { lockAccessibleOrder } from "../orders/access/lock-accessible-order";
import { formatKopecks, toKopecks } from "../orders/order-money";
import { transitionOrder } from "../orders/status-machine";
import { findCurrencyRate, findPaymentMethod, type PaymentMethodRow } from "./find-payment-method";
import { markOrderPaid } from "./mark-order-paid";
import { computePaymentAmount } from "./payment-amount";
import { createPayselectionPayment } from "./payselection/create-payselection-payment";
import { assertProviderAvailable, buildProviderScenario } from "./provider-scenario";
import { publicUrl } from "@/lib/server/http/public-url";

type Body = z.output<typeof createPaymentBodySchema>;

function checkMethod(method: PaymentMethodRow, body: Body) {
  if (!method.isActive) throw nonFieldError("Этот способ оплаты сейчас недоступен.");
  assertProviderAvailable(method.provider);
  const errors: FieldErrors = {};
  if (!method.currencies.includes(body.currency)) {
    errors.currency = [`Способ оплаты не принимает валюту ${body.currency}.`];
  }
  for (const field of method.requiredFields) {
    if (field === "phone" && !body.phone) errors.phone = ["Обязательное поле."];
    if (field === "email" && !body.email) errors.email = ["Обязательное поле."];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

async function readBalance(tx: Db, userId: number): Promise<bigint> {
  const [user] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return user ? toKopecks(user.balance) : 0n;
}

export async function createPayment(
  req: NextRequest,
  auth: AuthContext,
  methodName: string,
  body: Body,
): Promise<PaymentScenario> {
  const access = await readOrderAccess(req, auth);
  const origin = siteOrigin(publicUrl(req));
  const db = await getDb();
  const method = await findPaymentMethod(db, methodName);
  const rate = await findCurrencyRate(db, body.currency);
  const result = await db.transaction(async (tx) => {
    const order = await lockAccessibleOrder(tx, access, body.order_id);
    if (order.status !== "created" && order.status !== "waiting_for_payment") {
      throw nonFieldError("Заказ уже оплачен или закрыт: начать оплату нельзя.");
    }
    checkMethod(method, body);
    const payer = auth.user && order.userId === auth.user.id ? auth.user.id : null;
    const amount = computePaymentAmount({
      total: order.total,
      balance: payer === null ? 0n : await readBalance(tx, payer),
      fee: method.fee,
      fixFee: method.fixFee,
      rate,
    });
    const isCovered = amount.rest === 0n;
    if (!isCovered && amount.rest < toKopecks(method.minAmount)) {
      throw nonFieldError(`Минимальная сумма для этого способа оплаты — ${method.minAmount} ₽.`);
    }
    await tx
      .update(payments)
      .set({ status: "superseded", updated: new Date() })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
    if (order.status === "created") await transitionOrder(tx, order.id, "created", "waiting_for_payment");

    const providerPaymentId = randomBytes(16).toString("hex");
    const provider = isCovered ? "balance" : method.provider;
    const amountText = formatKopecks(amount.amount);
    const scenario: PaymentScenario | null = isCovered
      ? { type: "wait_order_state", orderId: order.id }
      : buildProviderScenario(method, {
          origin,
          providerPaymentId,
          orderId: order.id,
          amount: amountText,
          currency: body.currency,
        });
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
        scenario,
      })
      .returning();
    await tx
      .update(orders)
      .set({
        paymentMethod: method.name,
        paymentId: providerPaymentId,
        paymentStatus: "pending",
        currency: body.currency,
        totalToPay: formatKopecks(amount.rest),
        updated: new Date(),
      })
      .where(eq(orders.id, order.id));
    if (isCovered && (await markOrderPaid(tx, payment)) !== "paid") {
      throw nonFieldError("На балансе недостаточно средств.");
    }
    return { scenario, isCovered, payment };
  });
  if (result.isCovered) invalidateCache("feed");
  return result.scenario ?? createPayselectionPayment(result.payment, origin);
}
