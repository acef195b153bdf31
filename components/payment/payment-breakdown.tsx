// How the amount to pay comes about for the chosen method: the order, the balance share, the percentage and fixed
// fees, and the total in the payment's currency at the country's rate. A preview: the server computes the same.
import { useTranslations } from "next-intl";
import { TitledSection } from "@/components/ui/titled-section";
import { formatPriceKopecks } from "@/lib/money/format-price";
import type { PaymentPreview } from "@/lib/money/payment-preview";
import { formatPercent, formatRate } from "./format-payment";
import { PaymentRow } from "./payment-row";
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
    <TitledSection
      as="h3"
      title={t("breakdown_title")}
      className={styles.breakdown}
      titleClassName={styles.breakdownTitle}
    >
      <dl className={styles.rows}>
        <PaymentRow
          label={t("breakdown_order")}
          value={formatPriceKopecks(preview.rest + preview.balanceDebit)}
        />
        {preview.balanceDebit > 0 ? (
          <PaymentRow label={t("breakdown_balance")} value={`−${formatPriceKopecks(preview.balanceDebit)}`} />
        ) : null}
        {preview.percentFee > 0 ? (
          <PaymentRow
            label={t("breakdown_fee", { percent: formatPercent(fee) })}
            value={`+${formatPriceKopecks(preview.percentFee)}`}
          />
        ) : null}
        {preview.fixFee > 0 ? (
          <PaymentRow label={t("breakdown_fix_fee")} value={`+${formatPriceKopecks(preview.fixFee)}`} />
        ) : null}
        {isForeign ? (
          <PaymentRow label={t("breakdown_total_rub")} value={formatPriceKopecks(preview.amountRub)} />
        ) : null}
        <PaymentRow
          className={styles.rowTotal}
          label={t("breakdown_total")}
          value={
            preview.amount === null
              ? formatPriceKopecks(preview.amountRub)
              : formatPriceKopecks(preview.amount, currency)
          }
        />
      </dl>
      {isForeign ? (
        <p className={styles.hint}>{t("breakdown_rate", { currency, rate: formatRate(rate) })}</p>
      ) : null}
      <p className={styles.hint}>{isCovered ? t("covered_by_balance") : t("breakdown_note")}</p>
    </TitledSection>
  );
}
