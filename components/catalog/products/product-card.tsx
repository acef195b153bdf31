// A product tile: picture, title, price (with the old one when discounted) and the discount badge.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { DiscountBadge } from "../discount-badge";
import { PriceTag } from "../price-tag";
import type { ProductListItem } from "./product-types";
import card from "../catalog-card.module.css";
import styles from "./product-card.module.css";
import { CatalogImage } from "../catalog-image";

export function ProductCard({ product, isEager = false }: { product: ProductListItem; isEager?: boolean }) {
  const t = useTranslations("products");
  return (
    <article className={`${card.card} ${product.isActive ? "" : styles.inactive}`}>
      <span className={styles.media}>
        {product.picture ? (
          <CatalogImage
            className={styles.picture}
            src={product.picture}
            alt=""
            width={160}
            height={160}
            sizes="(min-width: 1024px) 160px, (min-width: 640px) 25vw, 40vw"
            loading={isEager ? "eager" : "lazy"}
          />
        ) : null}
        <DiscountBadge className={card.badge} percent={product.discountPercent} />
      </span>
      <h3 className={`${card.title} ${styles.title}`}>
        <Link className={card.link} href={`/products/details/${product.id}`}>
          {product.title}
        </Link>
      </h3>
      <div className={card.footer}>
        <PriceTag price={product.price} discountPrice={product.discountPrice} />
        {!product.isActive && <span className={styles.state}>{t("unavailable")}</span>}
      </div>
    </article>
  );
}
