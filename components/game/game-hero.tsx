// Top of the game page: breadcrumbs, logo, title, description and tags; the order surface goes below.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { CatalogImage } from "@/components/catalog/catalog-image";
import { DiscountBadge } from "@/components/catalog/discount-badge";
import type { Game } from "@/lib/api/types/game";
import styles from "./game-page.module.css";

export function GameHero({ game, children }: { game: Game; children: ReactNode }) {
  const t = useTranslations("game");
  const tNav = useTranslations("nav");
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ href: "/", label: tNav("home") }, { label: game.title }]} />
      <header className={styles.hero}>
        <div className={styles.logo}>
          {game.logo && (
            <CatalogImage src={game.logo} alt={game.title} width={120} height={120} loading="eager" />
          )}
          <DiscountBadge className={styles.badge} percent={game.discountPercent} />
        </div>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{game.detailTitle || game.title}</h1>
          {game.detailDescription && <p className={styles.description}>{game.detailDescription}</p>}
          {game.tags.length > 0 && (
            <ul className={styles.tags} aria-label={t("tags")}>
              {game.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
        </div>
      </header>
      {!game.isActive && (
        <p className={styles.inactive} role="status">
          {t("inactive")}
        </p>
      )}
      {children}
    </div>
  );
}
