// A game tile of the home grid: square logo, title, discount and what the game sells (e.g. "UC").
import { SmartLink } from "@/components/ui/smart-link";
import { DiscountBadge } from "../discount-badge";
import type { GameListItem } from "./game-list-item";
import { CatalogImage } from "../catalog-image";
import card from "../catalog-card.module.css";
import styles from "./game-card.module.css";

export function GameCard({ game, isEager = false }: { game: GameListItem; isEager?: boolean }) {
  return (
    <article className={card.card}>
      <SmartLink className={`${card.link} ${styles.link}`} href={`/games/${game.id}`}>
        <span className={styles.media}>
          <CatalogImage
            className={styles.logo}
            src={game.logo}
            alt=""
            width={256}
            height={256}
            sizes="(min-width: 1024px) 260px, (min-width: 640px) 30vw, 45vw"
            loading={isEager ? "eager" : "lazy"}
          />
        </span>
        <h2 className={styles.title}>{game.title}</h2>
        {/* After the title so the link reads "PUBG Mobile, скидка 10%"; placed over the logo by CSS. */}
        <DiscountBadge className={styles.badge} percent={game.discountPercent} />
      </SmartLink>
      {game.productPreviewName && (
        <p className={styles.preview}>
          {game.productPreviewIcon && (
            <CatalogImage
              className={styles.previewIcon}
              src={game.productPreviewIcon}
              alt=""
              width={20}
              height={20}
            />
          )}
          {game.productPreviewName}
        </p>
      )}
    </article>
  );
}
