// A product tile: picture, title, price (with the old one when discounted) and the discount badge.
import { useTranslations } from "next-intl";
import { CatalogCard } from "../catalog-card";
import type { ProductListItem } from "./product-types";
import styles from "./product-card.module.css";

export function ProductCard({ product, isEager = false }: { product: ProductListItem; isEager?: boolean }) {
  const t = useTranslations("products");
  return (
    <CatalogCard
      className={product.isActive ? undefined : styles.inactive}
      href={`/products/details/${product.id}`}
      title={product.title}
      titleClassName={styles.title}
      picture={{
        src: product.picture || null,
        frameClassName: styles.media,
        className: styles.picture,
        width: 160,
        height: 160,
        sizes: "(min-width: 1024px) 160px, (min-width: 640px) 25vw, 40vw",
      }}
      isEager={isEager}
      discountPercent={product.discountPercent}
      price={product.price}
      discountPrice={product.discountPrice}
      footerExtra={!product.isActive && <span className={styles.state}>{t("unavailable")}</span>}
    />
  );
}
