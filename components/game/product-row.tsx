"use client";
// One product of the game: picture, title, what it gives, price and the quantity control. A PUBG product out of
// codes stays on the page, marked "Нет в наличии", with its control disabled; otherwise the stock caps the amount.
// The picture comes rendered from the server (next/image's attributes, CatalogImage), so next/image's code for them
// is not in the game page's bundle (first-load JS budget); a product the page did not render (one a repeated order
// reloaded) shows its picture as it is.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { PriceTag } from "@/components/catalog/price-tag";
import type { Product } from "@/lib/api/types/game";
import { QuantityStepper } from "./quantity-stepper";
import { isSoldOut, stockLimits } from "./stock-limits";
import styles from "./game-page.module.css";

type ProductRowProps = {
  product: Product;
  /** The product's picture as the server rendered it. */
  picture?: ReactNode;
  quantity: number;
  onChange: (q: number) => void;
  isDisabled: boolean;
};

export function ProductRow({ product, picture, quantity, onChange, isDisabled }: ProductRowProps) {
  const t = useTranslations("game");
  const tProducts = useTranslations("products");
  const soldOut = isSoldOut(product);
  const limits = stockLimits(product);
  return (
    <li
      className={`${styles.product} ${quantity > 0 ? styles.productPicked : ""} ${soldOut ? styles.productSoldOut : ""}`}
    >
      <span className={styles.productPicture}>
        {picture ??
          (product.picture && (
            // eslint-disable-next-line @next/next/no-img-element -- the rare picture the server did not render
            <img src={product.picture} alt="" width={56} height={56} loading="lazy" decoding="async" />
          ))}
      </span>
      <div className={styles.productText}>
        <span className={styles.productTitle}>{product.title}</span>
        <PriceTag price={product.price} discountPrice={product.discountPrice} />
        {soldOut ? (
          <span className={styles.productSoldOutLabel}>{tProducts("soldOut")}</span>
        ) : (
          (limits.minQuantity > 1 || limits.maxQuantity < 1000) && (
            <span className={styles.productLimits}>
              {t("limits", { min: limits.minQuantity, max: limits.maxQuantity })}
            </span>
          )
        )}
      </div>
      <QuantityStepper
        value={quantity}
        limits={limits}
        onChange={onChange}
        label={product.title}
        isDisabled={isDisabled || !product.isActive || soldOut}
      />
    </li>
  );
}
