"use client";
// A payment under way: which method, how much, what to do (by scenario type), the polled state, and the way back
// to the methods.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ActivePayment } from "./payment-phase";
import { POLL_FAILURES_SHOWN } from "./payment-states";
import { ScenarioBody } from "./scenario-body";
import styles from "./scenario.module.css";
import page from "./payment.module.css";

type Props = { payment: ActivePayment; pollFailures: number; onChooseAnother: () => void };

export function ScenarioPanel({ payment, pollFailures, onChooseAnother }: Props) {
  const t = useTranslations("payment");
  return (
    <section
      className={page.card}
      aria-labelledby="payment-panel-title"
      data-scenario={payment.scenario.type}
    >
      <h2 id="payment-panel-title" className={page.cardTitle} tabIndex={-1}>
        {t("paying_title")}
      </h2>
      {payment.methodTitle || payment.amountText ? (
        <dl className={styles.summary}>
          {payment.methodTitle ? (
            <div>
              <dt className="visually-hidden">{t("methods_title")}</dt>
              <dd>{payment.methodTitle}</dd>
            </div>
          ) : null}
          {payment.amountText ? (
            <div>
              <dt>{t("paying_amount")}</dt>
              <dd className={styles.amount}>{payment.amountText}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.body}>
        <ScenarioBody payment={payment} />
      </div>
      <div className={styles.waiting}>
        {/* Announced by the page's live region; shown here for sighted shoppers. */}
        <span className={styles.pulse} aria-hidden="true" />
        <p aria-hidden="true">{pollFailures >= POLL_FAILURES_SHOWN ? t("poll_failed") : t("waiting")}</p>
      </div>
      <Button variant="secondary" onClick={onChooseAnother}>
        {t("other_method")}
      </Button>
    </section>
  );
}
