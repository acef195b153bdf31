// The gift list: filters in the query string, pages in the path (/gifts, /gifts/2?type=dlc ...).
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listGifts } from "@/lib/server/catalog/gifts";
import { EmptyState } from "../empty-state";
import { Pagination } from "../pagination";
import { GIFTS_PATH, hasGiftFilters, toGiftQuery } from "./build-gifts-href";
import { GiftCard } from "./gift-card";
import { GiftFilterForm } from "./gift-filter-form";
import type { GiftFilterValues } from "./gift-filter-options";
import { GIFTS_PAGE_SIZE } from "./gifts-page-size";
import { toGiftServiceFilters } from "./to-gift-service-filters";
import grid from "../catalog-grid.module.css";
import styles from "../list-page.module.css";

export async function GiftsView({ page, filters }: { page: number; filters: GiftFilterValues }) {
  const { where, ordering } = toGiftServiceFilters(filters);
  const [{ count, results }, t] = await Promise.all([
    listGifts(where, ordering, GIFTS_PAGE_SIZE, (page - 1) * GIFTS_PAGE_SIZE),
    getTranslations("gifts"),
  ]);
  const pageCount = Math.max(1, Math.ceil(count / GIFTS_PAGE_SIZE));
  if (page > pageCount) notFound();
  const isFiltered = hasGiftFilters(filters);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          {t("title")}
          {page > 1 && <span className={styles.pageNo}> · {t("page", { page })}</span>}
        </h1>
        <p className={styles.lead}>{t("lead")}</p>
      </header>
      <GiftFilterForm filters={filters} />
      {isFiltered && (
        <p className={styles.summary} role="status">
          {t("found", { count })}
        </p>
      )}
      {results.length === 0 ? (
        <EmptyState
          title={t(isFiltered ? "emptyFilteredTitle" : "emptyTitle")}
          hint={isFiltered ? t("emptyFilteredHint") : undefined}
          resetHref={isFiltered ? GIFTS_PATH : undefined}
          resetLabel={t("emptyReset")}
        />
      ) : (
        <ul className={`${grid.grid} ${grid.wide}`}>
          {results.map((gift, i) => (
            <li key={gift.id}>
              <GiftCard gift={gift} isEager={i < 6} />
            </li>
          ))}
        </ul>
      )}
      <Pagination basePath={GIFTS_PATH} page={page} pageCount={pageCount} query={toGiftQuery(filters)} />
    </div>
  );
}
