// The home page (and its /{page} continuation): banners, the searchable game grid and the live feed.
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listGames } from "@/lib/server/catalog/games";
import { Pager } from "@/components/layout/pager";
import { GameBanners } from "../banners/game-banners";
import { buildPageHref } from "../build-page-href";
import { CardGrid } from "../card-grid";
import { GameCard } from "../games/game-card";
import { LiveFeed } from "../live-feed/live-feed";
import { SearchForm } from "../search-form";
import { HOME_PAGE_SIZE } from "./home-page-size";
import styles from "./home-view.module.css";

export async function HomeView({ page, search }: { page: number; search: string }) {
  const [{ count, results }, t] = await Promise.all([
    listGames(search ? { search } : {}, HOME_PAGE_SIZE, (page - 1) * HOME_PAGE_SIZE),
    getTranslations("home"),
  ]);
  const pageCount = Math.max(1, Math.ceil(count / HOME_PAGE_SIZE));
  if (page > pageCount) notFound();
  const query = { search: search || undefined };
  return (
    <div className={`container ${styles.home}`}>
      {page === 1 && !search && <GameBanners />}
      <div className={styles.layout}>
        <section className={styles.games} aria-labelledby="games-title">
          <div className={styles.head}>
            <h1 id="games-title" className={styles.title}>
              {t("title")}
              {page > 1 && <span className={styles.page}> · {t("page", { page })}</span>}
            </h1>
            <SearchForm
              action="/"
              value={search}
              label={t("searchLabel")}
              placeholder={t("searchPlaceholder")}
            />
          </div>
          {search && <p className={styles.summary}>{t("found", { count, search })}</p>}
          <CardGrid
            items={results}
            width="narrow"
            empty={{
              title: t("emptyTitle"),
              hint: t("emptyHint"),
              resetHref: "/",
              resetLabel: t("emptyReset"),
            }}
            card={(game, i) => <GameCard game={game} isEager={i < 3 && !(page === 1 && !search)} />}
          />
          <Pager
            look="numbers"
            page={page}
            totalPages={pageCount}
            hrefFor={(p) => buildPageHref("/", p, query)}
          />
        </section>
        <LiveFeed className={styles.feed} />
      </div>
    </div>
  );
}
