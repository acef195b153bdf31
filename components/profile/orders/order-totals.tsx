// The order's total and, when it differs (balance or promo code used), what was left to pay.
import { useTranslations } from "next-intl";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import { formatPrice } from "@/lib/money/format-price";
import styles from "./order-card.module.css";

export function OrderTotals({ order }: { order: OrderHistoryEntry }) {
  const t = useTranslations("orderHistory");
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t("total")}</dt>
        <dd className={styles.total}>{formatPrice(order.total)}</dd>
      </div>
      {order.totalToPay !== order.total ? (
        <div>
          <dt>{t("total_to_pay")}</dt>
          <dd>{formatPrice(order.totalToPay)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
