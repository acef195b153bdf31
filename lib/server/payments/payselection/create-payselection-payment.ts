// Creates the payment at Payselection (payment-link API) and answers a redirect scenario with the link it returns.
// Our payment reference is Payselection's OrderId, so its webhooks name the payment.
import { eq } from "drizzle-orm";
import type { PaymentScenario } from "@/lib/schemas/payments/payment-scenario";
import { getDb } from "../../db/client";
import { payments } from "../../db/schema";
import { logger } from "../../logger";
import type { PaymentRow } from "../payment-row";
import { closePayment } from "../close-payment";
import { callPayselection, providerUnavailable } from "./call-payselection";

export const PAYSELECTION_CREATE_PATH = "/webpayments/create";

function readPaymentUrl(answer: unknown): string | null {
  const url = typeof answer === "string" ? answer : (answer as { Url?: unknown } | null)?.Url;
  return typeof url === "string" && /^https:\/\//.test(url) ? url : null;
}

export async function createPayselectionPayment(
  payment: PaymentRow,
  origin: string,
): Promise<PaymentScenario> {
  const fail = async (err: unknown) => {
    const db = await getDb();
    await db.transaction((tx) => closePayment(tx, payment, "failed"));
    throw err;
  };
  let answer: unknown;
  try {
    answer = await callPayselection("POST", PAYSELECTION_CREATE_PATH, {
      MetaData: { PaymentType: "Pay" },
      PaymentRequest: {
        OrderId: payment.providerPaymentId,
        Amount: payment.amount,
        Currency: payment.currency,
        Description: `Оплата заказа № ${payment.orderId}`,
        ExtraData: { WebhookUrl: `${origin}/api/payments/payselection/webhook/` },
      },
    });
  } catch (err) {
    return fail(err);
  }
  const url = readPaymentUrl(answer);
  if (!url) {
    logger.warn({ paymentId: payment.id }, "payselection answered without a payment url");
    return fail(providerUnavailable());
  }
  const scenario: PaymentScenario = { type: "redirect", url };
  const db = await getDb();
  await db.update(payments).set({ scenario }).where(eq(payments.id, payment.id));
  return scenario;
}
