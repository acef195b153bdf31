// Where the payment page is: choosing a method, following a started payment's scenario, or done.
import type { OrderStatus } from "@/lib/api/types/order";
import type { PaymentScenario } from "@/lib/api/types/payment";
import { isDeclinedPayment, isPaidStatus, isPendingPayment } from "./payment-states";

export type ActivePayment = {
  scenario: PaymentScenario;
  /** Started on this page just now (auto-open and auto-submit), rather than resumed after a reload. */
  isFresh: boolean;
  /** "1 234,56 ₽" when known: the preview at the start, or the stored amount of a resumed payment. */
  amountText: string | null;
  methodTitle: string | null;
  /** window.open was refused: the link on the page is the way on. */
  isPopupBlocked: boolean;
};

export type PaymentPhase =
  | { kind: "resuming" }
  | { kind: "choose"; isDeclined: boolean }
  | { kind: "paying"; payment: ActivePayment }
  | { kind: "paid" }
  /** `wasPaid`: the payment went through and the delivery failed, so the money is on its way back. */
  | { kind: "failed"; wasPaid: boolean };

/** The order's payment went through (its delivery may have failed since and been refunded). */
export const wasPaidFor = (paymentStatus: string | null) => paymentStatus === "succeeded";

/** What the server-rendered page shows before the browser has checked anything. */
export function initialPhase(status: OrderStatus, paymentStatus: string | null): PaymentPhase {
  if (isPaidStatus(status)) return { kind: "paid" };
  if (status === "failed") return { kind: "failed", wasPaid: wasPaidFor(paymentStatus) };
  if (isPendingPayment(status, paymentStatus)) return { kind: "resuming" };
  return { kind: "choose", isDeclined: status === "waiting_for_payment" && isDeclinedPayment(paymentStatus) };
}
