// "−15%" badge; screen readers hear "Скидка 15%". Nothing when there is no discount.
import { useTranslations } from "next-intl";
import styles from "./discount-badge.module.css";

export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  const t = useTranslations("price");
  if (!percent || percent <= 0) return null;
  return (
    <span className={`${styles.badge} ${className ?? ""}`}>
      <span aria-hidden="true">−{percent}%</span>
      <span className="visually-hidden">{t("discountLabel", { percent })}</span>
    </span>
  );
}
