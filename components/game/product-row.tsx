"use client";
// One product of the game: picture, title, what it gives, price and the quantity control.
import { useTranslations } from "next-intl";
import { CatalogImage } from "@/components/catalog/catalog-image";
import { PriceTag } from "@/components/catalog/price-tag";
import type { Product } from "@/lib/api/types/game";
import { QuantityStepper } from "./quantity-stepper";
import styles from "./game-page.module.css";

type ProductRowProps = {
  product: Product;
  quantity: number;
  onChange: (q: number) => void;
  isDisabled: boolean;
};

export function ProductRow({ product, quantity, onChange, isDisabled }: ProductRowProps) {
  const t = useTranslations("game");
  return (
    <li className={`${styles.product} ${quantity > 0 ? styles.productPicked : ""}`}>
      <span className={styles.productPicture}>
        {product.picture && <CatalogImage src={product.picture} alt="" width={56} height={56} />}
      </span>
      <div className={styles.productText}>
        <span className={styles.productTitle}>{product.title}</span>
        <PriceTag price={product.price} discountPrice={product.discountPrice} />
        {(product.minQuantity > 1 || product.maxQuantity < 1000) && (
          <span className={styles.productLimits}>
            {t("limits", { min: product.minQuantity, max: product.maxQuantity })}
          </span>
        )}
      </div>
      <QuantityStepper
        value={quantity}
        limits={product}
        onChange={onChange}
        label={product.title}
        isDisabled={isDisabled || !product.isActive}
      />
    </li>
  );
}
