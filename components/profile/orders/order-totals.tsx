// The order's total and, when it differs (balance or promo code used, a method's fee), what was left to pay. Once
// paid, "К оплате" is what the payment charged, its fee included, in its currency (the details page knows it).
import { useTranslations } from "next-intl";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import { formatPrice } from "@/lib/money/format-price";
import styles from "./order-card.module.css";

export type CapturedPayment = { amount: string; currency: string; amountRub: string };

type Props = { order: OrderHistoryEntry; paid?: CapturedPayment | null };

export function OrderTotals({ order, paid }: Props) {
  const t = useTranslations("orderHistory");
  const toPay = paid
    ? paid.currency === "RUB"
      ? formatPrice(paid.amount)
      : t("total_paid_in_currency", {
          amount: formatPrice(paid.amount, paid.currency),
          rub: formatPrice(paid.amountRub),
        })
    : formatPrice(order.totalToPay);
  const isDifferent = paid
    ? paid.currency !== "RUB" || paid.amount !== order.total
    : order.totalToPay !== order.total;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t("total")}</dt>
        <dd className={styles.total}>{formatPrice(order.total)}</dd>
      </div>
      {isDifferent ? (
        <div>
          <dt>{t("total_to_pay")}</dt>
          <dd>{toPay}</dd>
        </div>
      ) : null}
    </dl>
  );
}
