// How the amount to pay comes about for the chosen method: the order, the balance share, the percentage and fixed
// fees, and the total in the payment's currency at the country's rate. A preview: the server computes the same.
import { useTranslations } from "next-intl";
import { formatPriceKopecks } from "@/lib/money/format-price";
import type { PaymentPreview } from "@/lib/money/payment-preview";
import { formatPercent, formatRate } from "./format-payment";
import styles from "./payment.module.css";

type Props = {
  preview: PaymentPreview;
  fee: string;
  currency: string;
  /** Roubles per unit of a foreign currency; null for roubles. */
  rate: string | null;
};

export function PaymentBreakdown({ preview, fee, currency, rate }: Props) {
  const t = useTranslations("payment");
  const isCovered = preview.rest === 0;
  const isForeign = currency !== "RUB" && rate !== null;
  return (
    <section className={styles.breakdown} aria-labelledby="payment-breakdown-title">
      <h3 id="payment-breakdown-title" className={styles.breakdownTitle}>
        {t("breakdown_title")}
      </h3>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t("breakdown_order")}</dt>
          <dd>{formatPriceKopecks(preview.rest + preview.balanceDebit)}</dd>
        </div>
        {preview.balanceDebit > 0 ? (
          <div className={styles.row}>
            <dt>{t("breakdown_balance")}</dt>
            <dd>−{formatPriceKopecks(preview.balanceDebit)}</dd>
          </div>
        ) : null}
        {preview.percentFee > 0 ? (
          <div className={styles.row}>
            <dt>{t("breakdown_fee", { percent: formatPercent(fee) })}</dt>
            <dd>+{formatPriceKopecks(preview.percentFee)}</dd>
          </div>
        ) : null}
        {preview.fixFee > 0 ? (
          <div className={styles.row}>
            <dt>{t("breakdown_fix_fee")}</dt>
            <dd>+{formatPriceKopecks(preview.fixFee)}</dd>
          </div>
        ) : null}
        {isForeign ? (
          <div className={styles.row}>
            <dt>{t("breakdown_total_rub")}</dt>
            <dd>{formatPriceKopecks(preview.amountRub)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.rowTotal}`}>
          <dt>{t("breakdown_total")}</dt>
          <dd>
            {preview.amount === null
              ? formatPriceKopecks(preview.amountRub)
              : formatPriceKopecks(preview.amount, currency)}
          </dd>
        </div>
      </dl>
      {isForeign ? (
        <p className={styles.hint}>{t("breakdown_rate", { currency, rate: formatRate(rate) })}</p>
      ) : null}
      <p className={styles.hint}>{isCovered ? t("covered_by_balance") : t("breakdown_note")}</p>
    </section>
  );
}
