// What Payselection says about one of our payments (GET /orders/{OrderId}): the latest transaction's state, read
// as an approval or a decline; null while nothing is final.
import type { PaymentRow } from "../payment-row";
import type { StatusReading } from "../payment-provider";
import { callPayselection } from "./call-payselection";

type Transaction = {
  TransactionState?: unknown;
  TransactionId?: unknown;
  Amount?: unknown;
  Currency?: unknown;
};

/** The latest transaction in Payselection's answer (an object, or a list of the order's transactions). */
function latestTransaction(answer: unknown): Transaction | null {
  const item = Array.isArray(answer) ? answer.at(-1) : answer;
  return item && typeof item === "object" ? (item as Transaction) : null;
}

export async function readPayselectionStatus(payment: PaymentRow): Promise<StatusReading | null> {
  const tx = latestTransaction(await callPayselection("GET", `/orders/${payment.providerPaymentId}`));
  const state = tx?.TransactionState;
  const event = state === "success" ? "approve" : state === "declined" ? "decline" : null;
  if (!event) return null;
  return {
    event,
    amount: typeof tx?.Amount === "string" ? tx.Amount : String(tx?.Amount ?? ""),
    currency: typeof tx?.Currency === "string" ? tx.Currency : "",
    ...(typeof tx?.TransactionId === "string" ? { providerTransactionId: tx.TransactionId } : {}),
  };
}
