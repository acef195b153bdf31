// Frame shared by the gift and product pages: breadcrumbs (home → list → item), the picture with its discount
// badge, and the title heading the info column; each page fills the rest of that column itself.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { DiscountBadge } from "./discount-badge";
import styles from "./detail-page.module.css";
import { CatalogImage } from "./catalog-image";

/** How each frame shape is drawn: a tall cover filling its frame (gifts), art contained in a square (products). */
const FRAMES = {
  cover: {
    frame: styles.cover,
    fit: styles.fill,
    width: 300,
    height: 400,
    sizes: "(min-width: 768px) 300px, 80vw",
  },
  square: {
    frame: styles.square,
    fit: styles.contain,
    width: 160,
    height: 160,
    sizes: "(min-width: 768px) 320px, 70vw",
  },
};

export function DetailLayout({
  list,
  title,
  picture,
  shape,
  discountPercent,
  children,
}: {
  list: { href: string; label: string };
  title: string;
  /** null: no picture, the frame stays empty. */
  picture: string | null;
  shape: keyof typeof FRAMES;
  discountPercent: number;
  children: ReactNode;
}) {
  const tNav = useTranslations("nav");
  const frame = FRAMES[shape];
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ href: "/", label: tNav("home") }, list, { label: title }]} />
      <article className={styles.detail}>
        <div className={`${styles.media} ${frame.frame}`}>
          {picture !== null && (
            <CatalogImage
              className={frame.fit}
              src={picture}
              alt={title}
              width={frame.width}
              height={frame.height}
              sizes={frame.sizes}
              preload
            />
          )}
          <DiscountBadge className={styles.badge} percent={discountPercent} />
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </article>
    </div>
  );
}
