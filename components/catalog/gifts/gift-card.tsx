// A gift tile: 3:4 cover, type and region, title and price.
import { useTranslations } from "next-intl";
import { CatalogCard } from "../catalog-card";
import type { GiftListItem } from "./gift-types";
import styles from "./gift-card.module.css";

export function GiftCard({ gift, isEager = false }: { gift: GiftListItem; isEager?: boolean }) {
  const t = useTranslations("gifts");
  return (
    <CatalogCard
      href={`/gifts/detalis/${gift.id}`}
      title={gift.title}
      picture={{
        src: gift.logo,
        frameClassName: styles.media,
        className: styles.cover,
        width: 300,
        height: 400,
        sizes: "(min-width: 1024px) 190px, (min-width: 640px) 24vw, 45vw",
      }}
      isEager={isEager}
      discountPercent={gift.discountPercent}
      price={gift.price}
      discountPrice={gift.discountPrice}
      details={
        <p className={styles.meta}>
          <span className={styles.type}>{t(`typesShort.${gift.type}`)}</span>
          <span>{t(`regions.${gift.region}`)}</span>
        </p>
      }
    />
  );
}
