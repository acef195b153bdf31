// The order beside the payment: what is bought, the totals with and without the promo code, and the part the
// signed-in owner's balance will cover.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { OrderSubjectLogo } from "@/components/profile/orders/order-subject-logo";
import { TitledSection } from "@/components/ui/titled-section";
import { kopecksOf } from "@/lib/money/kopecks";
import { formatPriceKopecks, formatPrice } from "@/lib/money/format-price";
import type { PayOrder } from "./pay-order";
import { PaymentRow as Row } from "./payment-row";
import styles from "./payment.module.css";

type Props = {
  order: PayOrder;
  hasPromo: boolean;
  /** Kopecks the balance covers; 0 for guests and other shoppers' orders. */
  balanceShare: number;
  children?: ReactNode;
};

export function OrderSummary({ order, hasPromo, balanceShare, children }: Props) {
  const t = useTranslations("payment");
  const total = kopecksOf(order.totalWithPromocode);
  return (
    <TitledSection title={t("summary_title")} className={styles.card} titleClassName={styles.cardTitle}>
      <div className={styles.subject}>
        <OrderSubjectLogo logo={order.subject?.logo ?? null} size={48} />
        <div>
          <p className={styles.orderNumber}>{t("order_number", { id: order.id })}</p>
          {order.subject ? <p className={styles.subjectTitle}>{order.subject.title}</p> : null}
        </div>
      </div>
      {order.steamAmount ? (
        <dl className={styles.rows}>
          <Row label={t("steam_amount")} value={formatPrice(order.steamAmount)} />
        </dl>
      ) : null}
      {order.lines.length ? (
        <ul className={styles.lines} aria-label={t("lines")}>
          {order.lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className={styles.lineTitle}>{line.title}</span>
              <span className={styles.lineAmount}>
                {t("line_amount", { quantity: line.quantity, price: formatPrice(line.price) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.rows}>
        {hasPromo ? (
          <>
            <Row label={t("total_without_promo")} value={<s>{formatPrice(order.totalWithoutPromocode)}</s>} />
            <Row label={t("total_with_promo")} value={formatPriceKopecks(total)} isStrong />
          </>
        ) : (
          <Row label={t("total")} value={formatPrice(order.totalWithPromocode)} isStrong />
        )}
        {balanceShare > 0 ? (
          <>
            <Row label={t("balance_share")} value={`−${formatPriceKopecks(balanceShare)}`} />
            <Row label={t("rest_to_pay")} value={formatPriceKopecks(total - balanceShare)} isStrong />
          </>
        ) : null}
      </dl>
      {children}
    </TitledSection>
  );
}
