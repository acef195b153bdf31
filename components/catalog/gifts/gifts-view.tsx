// The gift list: filters in the query string, pages in the path (/gifts, /gifts/2?type=dlc ...).
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listGifts } from "@/lib/server/catalog/gifts";
import { Pager } from "@/components/layout/pager";
import { GiftBanners } from "../banners/gift-banners";
import { CardGrid } from "../card-grid";
import { ListPage } from "../list-page";
import { buildGiftsHref, GIFTS_PATH, hasGiftFilters } from "./build-gifts-href";
import { GiftCard } from "./gift-card";
import { GiftFilterForm } from "./gift-filter-form";
import type { GiftFilterValues } from "./gift-filter-options";
import { GIFTS_PAGE_SIZE } from "./gifts-page-size";
import { toGiftServiceFilters } from "./to-gift-service-filters";
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
    <ListPage
      title={t("title")}
      pageLabel={page > 1 ? t("page", { page }) : undefined}
      lead={t("lead")}
      banners={page === 1 && !isFiltered ? <GiftBanners /> : undefined}
    >
      <GiftFilterForm filters={filters} />
      {isFiltered && (
        <p className={styles.summary} role="status">
          {t("found", { count })}
        </p>
      )}
      <CardGrid
        items={results}
        width="wide"
        empty={{
          title: t(isFiltered ? "emptyFilteredTitle" : "emptyTitle"),
          hint: isFiltered ? t("emptyFilteredHint") : undefined,
          resetHref: isFiltered ? GIFTS_PATH : undefined,
          resetLabel: t("emptyReset"),
        }}
        card={(gift, i) => <GiftCard gift={gift} isEager={i < 6} />}
      />
      <Pager look="numbers" page={page} totalPages={pageCount} hrefFor={(p) => buildGiftsHref(filters, p)} />
    </ListPage>
  );
}
