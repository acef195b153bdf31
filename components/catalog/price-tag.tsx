// Price with the old price struck through when discounted; screen readers hear "price / was".
import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/money/format-price";
import { pickPrice } from "./pick-price";
import styles from "./price-tag.module.css";

type PriceTagProps = { price: string; discountPrice?: string | null; size?: "m" | "l" };

export function PriceTag({ price, discountPrice, size = "m" }: PriceTagProps) {
  const t = useTranslations("price");
  const { current, old } = pickPrice(price, discountPrice);
  return (
    <p className={`${styles.price} ${size === "l" ? styles.large : ""}`}>
      <span className={styles.current}>
        <span className="visually-hidden">{t("now")} </span>
        {formatPrice(current)}
      </span>
      {old && (
        <del className={styles.old}>
          <span className="visually-hidden">{t("was")} </span>
          {formatPrice(old)}
        </del>
      )}
    </p>
  );
}
