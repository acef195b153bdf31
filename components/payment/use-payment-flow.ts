"use client";
// The payment page's state machine. On arrival the browser opens the order by hash (GET /api/orders/{hash}/),
// which grants it the HttpOnly order-access cookie that every call addressed by id needs (a guest with only the
// link has no other proof), then reads the status: paid shows success, a pending payment is resumed from
// payment_data, a declined one offers the methods again. While a payment is under way the status is polled.
import { useCallback, useEffect, useRef, useState } from "react";
import { ResponseError } from "@/lib/api/errors";
import {
  activateOrderPromoCode,
  deactivateOrderPromoCode,
  getOrder,
  getOrderActivePromoCode,
  getOrderStatus,
  getPaymentData,
  showOrderPromoCode,
} from "@/lib/api/orders";
import { createPayment } from "@/lib/api/payments";
import type { OrderStatusResult } from "@/lib/api/types/order";
import type { CreatePaymentBody } from "@/lib/api/types/payment";
import type { PromoCode } from "@/lib/api/types/promo";
import { refetchProfile, sessionStore } from "@/lib/state/session";
import { openProviderWindow } from "./open-provider-window";
import { toPayOrder, type PayOrder } from "./pay-order";
import { initialPhase, wasPaidFor, type PaymentPhase } from "./payment-phase";
import { isDeclinedPayment, isPaidStatus, isPendingPayment } from "./payment-states";
import { usePaymentError } from "./use-payment-error";
import { useOrderStatusPoll } from "./use-order-status-poll";

export type ResumeFacts = { amountText: string | null; methodTitle: string | null };

export type StartPaymentInput = Omit<CreatePaymentBody, "orderId"> & {
  name: string;
  amountText: string | null;
  methodTitle: string;
};

type FlowInput = {
  order: PayOrder;
  promoCode: PromoCode | null;
  paymentStatus: string | null;
  resumeFacts: ResumeFacts | null;
};

type Access = { state: "pending" | "ready" | "error"; message: string | null };

function refreshBalance() {
  // A payment may have used the balance: the header and profile must not show the old one.
  if (sessionStore.get().status === "signed-in") void refetchProfile().catch(() => null);
}

export function usePaymentFlow(input: FlowInput) {
  const readError = usePaymentError();
  const [order, setOrder] = useState(input.order);
  const [promoCode, setPromoCode] = useState(input.promoCode);
  const [access, setAccess] = useState<Access>({ state: "pending", message: null });
  const [phase, setPhase] = useState<PaymentPhase>(() =>
    initialPhase(input.order.status, input.paymentStatus),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [pollSession, setPollSession] = useState(0);
  const [pollFailures, setPollFailures] = useState(0);
  const facts = useRef({ id: input.order.id, hash: input.order.hash, resume: input.resumeFacts });

  const resume = useCallback(async () => {
    setPhase({ kind: "resuming" });
    try {
      const scenario = await getPaymentData({ id: facts.current.id });
      const resumeFacts = facts.current.resume;
      setPhase({
        kind: "paying",
        payment: {
          scenario,
          isFresh: false,
          amountText: resumeFacts?.amountText ?? null,
          methodTitle: resumeFacts?.methodTitle ?? null,
          isPopupBlocked: false,
        },
      });
      setPollSession((n) => n + 1);
    } catch (error) {
      // 404: the payment ended meanwhile (declined, superseded); the methods are the way on either way.
      const isGone = error instanceof ResponseError && error.status === 404;
      setNotice(isGone ? null : (readError(error).root ?? null));
      setPhase({ kind: "choose", isDeclined: false });
    }
  }, [readError]);

  const applyStatus = useCallback(
    (status: OrderStatusResult, isArrival: boolean) => {
      setOrder((o) => (o.status === status.status ? o : { ...o, status: status.status }));
      if (isPaidStatus(status.status)) return setPhase({ kind: "paid" });
      if (status.status === "failed")
        return setPhase({ kind: "failed", wasPaid: wasPaidFor(status.paymentStatus) });
      if (isDeclinedPayment(status.paymentStatus)) {
        setPhase((p) =>
          p.kind === "paying" || p.kind === "resuming" || isArrival
            ? { kind: "choose", isDeclined: true }
            : p,
        );
        return;
      }
      if (!isArrival) return;
      if (isPendingPayment(status.status, status.paymentStatus)) void resume();
      else setPhase((p) => (p.kind === "resuming" ? { kind: "choose", isDeclined: false } : p));
    },
    [resume],
  );

  const openOrder = useCallback(async () => {
    const { id, hash } = facts.current;
    try {
      const fresh = await getOrder({ hash });
      setOrder((o) => toPayOrder(fresh, o));
      const [status, active] = await Promise.all([
        getOrderStatus({ id }),
        // The draft already carried the code; a failure here only keeps what the page shows.
        getOrderActivePromoCode({ id }).catch(() => undefined),
      ]);
      if (active !== undefined) setPromoCode(active);
      setAccess({ state: "ready", message: null });
      applyStatus(status, true);
    } catch (error) {
      setAccess({ state: "error", message: readError(error).root });
      setPhase((p) => (p.kind === "resuming" ? { kind: "choose", isDeclined: false } : p));
    }
  }, [applyStatus, readError]);

  // Once per page: later renders may hand a new openOrder, which must not open the order again.
  const latestOpenOrder = useRef(openOrder);
  useEffect(() => {
    latestOpenOrder.current = openOrder;
  });
  const hasOpened = useRef(false);
  useEffect(() => {
    if (hasOpened.current) return;
    hasOpened.current = true;
    void latestOpenOrder.current();
  }, []);

  const wasPaid = useRef(phase.kind === "paid");
  useEffect(() => {
    if (phase.kind !== "paid" || wasPaid.current) return;
    wasPaid.current = true;
    refreshBalance();
  }, [phase.kind]);

  const retryAccess = useCallback(() => {
    setAccess({ state: "pending", message: null });
    void openOrder();
  }, [openOrder]);

  const isAbandonedPayment =
    phase.kind === "choose" && !phase.isDeclined && order.status === "waiting_for_payment";
  useOrderStatusPoll({
    orderId: order.id,
    isActive: access.state === "ready" && (phase.kind === "paying" || isAbandonedPayment),
    session: pollSession,
    isImmediate: phase.kind === "paying" && phase.payment.scenario.type === "wait_order_state",
    onStatus: (status) => applyStatus(status, false),
    onFailures: setPollFailures,
  });

  /** Throws the API error to the form, which shows it beside its fields. */
  const startPayment = useCallback(async ({ name, amountText, methodTitle, ...body }: StartPaymentInput) => {
    const scenario = await createPayment({ name, orderId: facts.current.id, ...body });
    const isRedirect = scenario.type === "redirect" || scenario.type === "p2p_redirect";
    const isPopupBlocked = isRedirect && !openProviderWindow(scenario.url);
    setNotice(null);
    setPollFailures(0);
    setOrder((o) => (o.status === "created" ? { ...o, status: "waiting_for_payment" } : o));
    setPhase({
      kind: "paying",
      payment: { scenario, isFresh: true, amountText, methodTitle, isPopupBlocked },
    });
    setPollSession((n) => n + 1);
  }, []);

  const chooseAnother = useCallback(() => {
    setPollFailures(0);
    setPhase({ kind: "choose", isDeclined: false });
    setPollSession((n) => n + 1);
  }, []);

  const reloadOrder = useCallback(async () => {
    const fresh = await getOrder({ hash: facts.current.hash });
    setOrder((o) => toPayOrder(fresh, o));
  }, []);

  const applyPromoCode = useCallback(
    async (code: string) => {
      const promo = await activateOrderPromoCode({ id: facts.current.id, code });
      setPromoCode(promo);
      await reloadOrder();
    },
    [reloadOrder],
  );

  /** What a code would give this order, without applying it (nothing changes on the order). */
  const checkPromoCode = useCallback(
    (code: string) => showOrderPromoCode({ id: facts.current.id, code }),
    [],
  );

  const removePromoCode = useCallback(async () => {
    await deactivateOrderPromoCode({ id: facts.current.id });
    setPromoCode(null);
    await reloadOrder();
  }, [reloadOrder]);

  return {
    order,
    promoCode,
    access,
    phase,
    notice,
    pollFailures,
    retryAccess,
    startPayment,
    chooseAnother,
    applyPromoCode,
    checkPromoCode,
    removePromoCode,
  };
}
