// Frame shared by the gift and product pages: breadcrumbs (home → list → item), the picture with its discount
// badge, and the title heading the info column; each page fills the rest of that column itself.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { DiscountBadge } from "./discount-badge";
import styles from "./detail-page.module.css";
import { CatalogImage } from "./catalog-image";

type DetailPicture = {
  /** null: no picture, the frame stays empty. */
  src: string | null;
  /** "cover": a tall cover filling its frame (gifts); "square": art contained in a square (products). */
  shape: "cover" | "square";
  width: number;
  height: number;
  sizes: string;
};

export function DetailLayout({
  list,
  title,
  picture,
  discountPercent,
  children,
}: {
  list: { href: string; label: string };
  title: string;
  picture: DetailPicture;
  discountPercent: number;
  children: ReactNode;
}) {
  const tNav = useTranslations("nav");
  const fit = picture.shape === "cover" ? styles.fill : styles.contain;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ href: "/", label: tNav("home") }, list, { label: title }]} />
      <article className={styles.detail}>
        <div className={`${styles.media} ${picture.shape === "cover" ? styles.cover : styles.square}`}>
          {picture.src !== null && (
            <CatalogImage
              className={fit}
              src={picture.src}
              alt={title}
              width={picture.width}
              height={picture.height}
              sizes={picture.sizes}
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
