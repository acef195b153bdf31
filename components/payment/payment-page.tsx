"use client";
// The payment page's island: the order beside the payment, and the payment itself by phase (choosing a method,
// following a scenario, paid or failed). One live region tells assistive technology where things stand, and the
// new panel's heading takes the focus when the phase changes.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatPrice, formatPriceKopecks } from "@/lib/money/format-price";
import { formatKopecks, kopecksOf, toKopecks } from "@/lib/money/kopecks";
import { selectActiveCountry } from "@/lib/api/payments";
import type { Money } from "@/lib/api/types/common";
import type { ActiveCountry, Country } from "@/lib/api/types/payment";
import type { PromoCode, RecentPurchasesPromoCode } from "@/lib/api/types/promo";
import { sessionStore } from "@/lib/state/session";
import { useStoreValue } from "@/lib/state/value-store";
import { AvatarNeeded } from "./avatar-needed";
import { MethodForm, type PayDraft } from "./method-form";
import { OrderSummary } from "./order-summary";
import type { PayOrder } from "./pay-order";
import type { PaymentPhase } from "./payment-phase";
import { PaymentResult } from "./payment-result";
import { POLL_FAILURES_SHOWN } from "./payment-states";
import { PromoCodeForm } from "./promo-code-form";
import { ScenarioPanel } from "./scenario-panel";
import { usePaymentError } from "./use-payment-error";
import { usePaymentFlow, type ResumeFacts } from "./use-payment-flow";
import styles from "./payment.module.css";

/** Whether the balance of whoever is signed in here pays part of the order (the server's rule: only the owner's). */
import type { Ownership } from "@/lib/server/payments/read-payment-viewer";

export type { Ownership };

export type PaymentPageProps = {
  order: PayOrder;
  promoCode: PromoCode | null;
  paymentStatus: string | null;
  resumeFacts: ResumeFacts | null;
  countries: Country[];
  country: ActiveCountry | null;
  ownership: Ownership;
  /** The owner's balance read on the server, shown until the session's fresher profile arrives. */
  viewerBalance: Money | null;
  /**
   * What this order's pending attempt holds of the owner's balance: not in the spendable balance, yet this order's
   * to spend, since a new attempt releases it first (the server's createPayment). Null when it holds none.
   */
  balanceHeldByOrder?: Money | null;
  /** The order belongs to an account: a failed delivery is refunded to its balance (a guest's through the provider). */
  isAccountOrder: boolean;
  /** The signed-in owner's usable personal thank-you code, offered where it applies (read on the server). */
  personalPromo: RecentPurchasesPromoCode | null;
  /** A Standoff order still without its account avatar: the avatar is asked for before any method is offered. */
  needsAvatar?: boolean;
};

function statusKey(phase: PaymentPhase, pollFailures: number): string | null {
  switch (phase.kind) {
    case "resuming":
      return "status_resuming";
    case "paying":
      return pollFailures >= POLL_FAILURES_SHOWN ? "poll_failed" : "status_paying";
    case "paid":
      return "status_paid";
    case "failed":
      return phase.wasPaid ? "status_refunded" : "status_failed";
    case "choose":
      return phase.isDeclined ? "status_declined" : null;
  }
}

export function PaymentPage(props: PaymentPageProps) {
  const t = useTranslations("payment");
  const readError = usePaymentError();
  const flow = usePaymentFlow(props);
  const { order, phase, access } = flow;
  const session = useStoreValue(sessionStore);
  const router = useRouter();
  const [, startTransition] = useTransition();

  const [country, setCountry] = useState(props.country);
  const [serverCountry, setServerCountry] = useState(props.country);
  if (props.country !== serverCountry) {
    // The header's selector changed the country and the server rendered the page again.
    setServerCountry(props.country);
    setCountry(props.country);
  }
  const [isCountrySaving, setIsCountrySaving] = useState(false);
  const [countryError, setCountryError] = useState<string | null>(null);
  const [draft, setDraft] = useState<PayDraft>({ method: null, email: props.order.email, phone: "" });

  const sessionBalance = session.status === "signed-in" ? (session.profile?.balance ?? null) : null;
  const spendableBalance =
    session.status === "guest"
      ? null
      : props.ownership === "viewer"
        ? (sessionBalance ?? props.viewerBalance)
        : props.ownership === "unknown"
          ? sessionBalance
          : null;
  // What the balance can pay for this order: the spendable balance and what this order's own attempt holds.
  const balance =
    spendableBalance !== null && props.balanceHeldByOrder
      ? formatKopecks(toKopecks(spendableBalance) + toKopecks(props.balanceHeldByOrder))
      : spendableBalance;
  // The owner decides whether the balance pays part of this payment: a visible switch, on by default.
  const [useBalance, setUseBalance] = useState(true);
  const hasBalance = balance !== null && kopecksOf(balance) > 0;
  const spendable = useBalance ? balance : null;
  const total = kopecksOf(order.totalWithPromocode);
  /** What the balance would pay when the switch is on: said before the shopper decides. */
  const possibleShare = balance ? Math.min(Math.max(0, kopecksOf(balance)), total) : 0;
  const balanceShare = spendable ? possibleShare : 0;

  const [needsAvatar, setNeedsAvatar] = useState(props.needsAvatar === true);
  const [isAvatarSent, setIsAvatarSent] = useState(false);
  const asksAvatar = needsAvatar && phase.kind === "choose";

  const panelKey = asksAvatar ? "avatar" : phase.kind;
  const lastPanel = useRef(panelKey);
  useEffect(() => {
    if (lastPanel.current === panelKey) return;
    lastPanel.current = panelKey;
    document.getElementById("payment-panel-title")?.focus();
  }, [panelKey]);

  async function changeCountry(countryId: number) {
    setIsCountrySaving(true);
    setCountryError(null);
    try {
      setCountry(await selectActiveCountry({ countryId }));
      // The header's selector and other server-rendered parts read the country cookie too.
      startTransition(() => router.refresh());
    } catch (error) {
      setCountryError(readError(error).root ?? t("country_failed"));
    } finally {
      setIsCountrySaving(false);
    }
  }

  const isReady = access.state === "ready";
  const status = statusKey(phase, flow.pollFailures) ?? (isAvatarSent ? "avatar_sent" : null);
  const showsPromo = phase.kind !== "paid" && phase.kind !== "failed";
  // A personal code is its owner's only: offered to the order's signed-in owner.
  const personalPromo = props.ownership === "viewer" ? props.personalPromo : null;

  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <OrderSummary order={order} hasPromo={flow.promoCode !== null} balanceShare={balanceShare}>
          {showsPromo ? (
            <PromoCodeForm
              promoCode={flow.promoCode}
              isEditable={order.status === "created" && phase.kind === "choose"}
              isReady={isReady}
              onApply={flow.applyPromoCode}
              onCheck={flow.checkPromoCode}
              onRemove={flow.removePromoCode}
              offer={personalPromo}
            />
          ) : null}
        </OrderSummary>
      </div>
      <div className={styles.main}>
        {access.state === "error" ? (
          <div className={styles.alert} role="alert">
            <p>{access.message ?? t("access_failed")}</p>
            <Button size="s" variant="secondary" onClick={flow.retryAccess}>
              {t("retry")}
            </Button>
          </div>
        ) : null}
        {phase.kind === "resuming" ? (
          <section className={styles.card} aria-labelledby="payment-panel-title">
            <h2 id="payment-panel-title" className={styles.cardTitle} tabIndex={-1}>
              {t("paying_title")}
            </h2>
            <Spinner label={t("resuming")} />
          </section>
        ) : null}
        {asksAvatar ? (
          <AvatarNeeded
            orderId={order.id}
            isReady={isReady}
            onAttached={() => {
              setNeedsAvatar(false);
              setIsAvatarSent(true);
            }}
          />
        ) : null}
        {phase.kind === "choose" && !asksAvatar ? (
          <section className={styles.card} aria-labelledby="payment-panel-title">
            <h2 id="payment-panel-title" className={styles.cardTitle} tabIndex={-1}>
              {t("methods_title")}
            </h2>
            {phase.isDeclined ? (
              <div className={styles.declined}>
                <p className={styles.declinedTitle}>{t("declined_title")}</p>
                <p>{t("declined_text")}</p>
              </div>
            ) : null}
            {flow.notice ? (
              <p className={styles.alert} role="alert">
                {flow.notice}
              </p>
            ) : null}
            {hasBalance ? (
              <div className={styles.balanceChoice}>
                <label className={styles.balanceSwitch}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={useBalance}
                    aria-describedby="balance-choice-effect"
                    onChange={(e) => setUseBalance(e.target.checked)}
                  />
                  <span>
                    {t("use_balance", {
                      share: formatPriceKopecks(possibleShare),
                      balance: formatPrice(balance!),
                    })}
                  </span>
                </label>
                <p id="balance-choice-effect" className={styles.balanceEffect} aria-live="polite">
                  {!useBalance
                    ? t("use_balance_off")
                    : total - balanceShare > 0
                      ? t("use_balance_rest", { rest: formatPriceKopecks(total - balanceShare) })
                      : t("use_balance_covers")}
                </p>
              </div>
            ) : null}
            <MethodForm
              countries={props.countries}
              country={country}
              isCountrySaving={isCountrySaving}
              countryError={countryError}
              onCountryChange={changeCountry}
              total={order.totalWithPromocode}
              balance={spendable}
              restToPay={total - balanceShare}
              draft={draft}
              onDraftChange={setDraft}
              isReady={isReady}
              onPay={(input) => flow.startPayment(hasBalance ? { ...input, useBalance } : input)}
            />
          </section>
        ) : null}
        {phase.kind === "paying" ? (
          <ScenarioPanel
            payment={phase.payment}
            pollFailures={flow.pollFailures}
            onChooseAnother={flow.chooseAnother}
          />
        ) : null}
        {phase.kind === "paid" || phase.kind === "failed" ? (
          <PaymentResult
            kind={phase.kind === "failed" && phase.wasPaid ? "refunded" : phase.kind}
            isAccountOrder={props.isAccountOrder}
            orderId={order.id}
            hash={order.hash}
          />
        ) : null}
      </div>
      <p id="payment-live-status" className="visually-hidden" role="status" aria-live="polite">
        {status ? t(status) : ""}
      </p>
    </div>
  );
}
