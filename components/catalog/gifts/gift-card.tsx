// A gift tile: 3:4 cover, type and region, title and price.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { DiscountBadge } from "../discount-badge";
import { PriceTag } from "../price-tag";
import type { GiftListItem } from "./gift-types";
import card from "../catalog-card.module.css";
import styles from "./gift-card.module.css";
import { CatalogImage } from "../catalog-image";

export function GiftCard({ gift, isEager = false }: { gift: GiftListItem; isEager?: boolean }) {
  const t = useTranslations("gifts");
  return (
    <article className={card.card}>
      <span className={styles.media}>
        <CatalogImage
          className={styles.cover}
          src={gift.logo}
          alt=""
          width={300}
          height={400}
          sizes="(min-width: 1024px) 190px, (min-width: 640px) 24vw, 45vw"
          loading={isEager ? "eager" : "lazy"}
        />
        <DiscountBadge className={card.badge} percent={gift.discountPercent} />
      </span>
      <p className={styles.meta}>
        <span className={styles.type}>{t(`typesShort.${gift.type}`)}</span>
        <span>{t(`regions.${gift.region}`)}</span>
      </p>
      <h3 className={card.title}>
        <Link className={card.link} href={`/gifts/detalis/${gift.id}`}>
          {gift.title}
        </Link>
      </h3>
      <div className={card.footer}>
        <PriceTag price={gift.price} discountPrice={gift.discountPrice} />
      </div>
    </article>
  );
}
