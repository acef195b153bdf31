"use client";
// The totals of the cart (SPEC.md section 9) and the button that starts the order flow. The last amount (what is
// left to pay) also shows approximately in the currency of the country chosen in the header.
import { useTranslations } from "next-intl";
import { formatPercent } from "@/components/payment/format-payment";
import { formatPriceKopecks } from "@/lib/money/format-price";
import type { CartSummary as Summary } from "@/lib/money/summarize-cart";
import { ApproximatePrice } from "./approximate-price";
import styles from "./game-page.module.css";

type CartSummaryProps = {
  summary: Summary;
  /** The server's decimal string ("8.00"), shown the Russian way ("8 %", "8,5 %"). */
  commissionPercent?: string | null;
  /** Keeps the heading for screen readers only: in the order dialog, whose own title says what this is. */
  isTitleHidden?: boolean;
  /** Rendered under the totals: the order button or its explanation. */
  children?: React.ReactNode;
};

export function CartSummary({ summary, commissionPercent, isTitleHidden, children }: CartSummaryProps) {
  const t = useTranslations("game");
  return (
    <div className={styles.summary}>
      <h2 className={isTitleHidden ? "visually-hidden" : styles.summaryTitle}>{t("summaryTitle")}</h2>
      <dl className={styles.totals} aria-live="polite">
        <div>
          <dt>{commissionPercent != null ? t("steamSubtotal") : t("subtotal", { count: summary.count })}</dt>
          <dd>{formatPriceKopecks(summary.subtotal)}</dd>
        </div>
        {summary.discount > 0 && (
          <div className={styles.saving}>
            <dt>{t("discount")}</dt>
            <dd>−{formatPriceKopecks(summary.discount)}</dd>
          </div>
        )}
        {commissionPercent != null && summary.total > 0 && (
          <div>
            <dt>{t("commission", { percent: formatPercent(commissionPercent) })}</dt>
            <dd>+{formatPriceKopecks(summary.commission)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t("total")}</dt>
          <dd>
            {formatPriceKopecks(summary.total)}
            {summary.balanceUsed === 0 && <ApproximatePrice kopecks={summary.total} />}
          </dd>
        </div>
        {summary.balanceUsed > 0 && (
          <>
            <div className={styles.saving}>
              <dt>{t("balanceUsed")}</dt>
              <dd>−{formatPriceKopecks(summary.balanceUsed)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t("toPay")}</dt>
              <dd>
                {formatPriceKopecks(summary.toPay)}
                <ApproximatePrice kopecks={summary.toPay} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {children}
    </div>
  );
}
