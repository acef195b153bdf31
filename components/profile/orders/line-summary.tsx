// One order line's head as the order page and the details dialog show it: the product's title with the line's
// status, then quantity × unit price paid.
import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/money/format-price";
import type { OrderHistoryLine } from "@/lib/api/types/order";
import { LineStatusBadge } from "./order-status-badge";
import styles from "./line-summary.module.css";

export function LineSummary({ line, titleClassName }: { line: OrderHistoryLine; titleClassName?: string }) {
  const t = useTranslations("orderHistory");
  return (
    <>
      <div className={styles.head}>
        <span className={titleClassName ? `${styles.title} ${titleClassName}` : styles.title}>
          {line.product.title}
        </span>
        <LineStatusBadge status={line.status} />
      </div>
      <p className={styles.meta}>
        {t("line_amount", { quantity: line.quantity, price: formatPrice(line.price) })}
      </p>
    </>
  );
}
