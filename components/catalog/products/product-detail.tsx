// Product page body: picture, price with discount, quantity limits, its game and where to buy it.
import { SmartLink } from "@/components/ui/smart-link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DetailLayout } from "../detail-layout";
import { PriceTag } from "../price-tag";
import type { ProductDetail as Product } from "./product-types";
import styles from "../detail-page.module.css";

export function ProductDetail({ product }: { product: Product }) {
  const t = useTranslations("products");
  const isAvailable = product.isActive && product.game.isActive;
  const amount =
    "amountUc" in product && product.amountUc
      ? t("amountUc", { amount: product.amountUc })
      : "gold" in product && product.gold
        ? t("gold", { amount: product.gold })
        : null;
  return (
    <DetailLayout
      list={{ href: "/products", label: t("title") }}
      title={product.title}
      picture={product.picture || null}
      shape="square"
      discountPercent={product.discountPercent}
    >
      <p className={styles.meta}>
        {t("game")}: <SmartLink href={`/games/${product.game.id}`}>{product.game.title}</SmartLink>
      </p>
      <div className={styles.buy}>
        <PriceTag price={product.price} discountPrice={product.discountPrice} size="l" />
        <p className={isAvailable ? styles.inStock : styles.outOfStock}>
          {isAvailable ? t("inStock") : t("outOfStock")}
        </p>
        {isAvailable && (
          <Button href={`/games/${product.game.id}`} size="l" isBlock>
            {t("buy")}
          </Button>
        )}
      </div>
      <dl className={styles.facts}>
        {amount && (
          <div>
            <dt>{t("amount")}</dt>
            <dd>{amount}</dd>
          </div>
        )}
        <div>
          <dt>{t("quantity")}</dt>
          <dd>{t("quantityRange", { min: product.minQuantity, max: product.maxQuantity })}</dd>
        </div>
        {product.discountPercent > 0 && (
          <div>
            <dt>{t("discount")}</dt>
            <dd>{product.discountPercent}%</dd>
          </div>
        )}
      </dl>
    </DetailLayout>
  );
}
