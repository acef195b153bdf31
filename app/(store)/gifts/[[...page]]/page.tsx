// Gift list with filters (type, region, discounted, search, ordering) kept in the query string.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { buildPageHref } from "@/components/catalog/build-page-href";
import { hasGiftFilters } from "@/components/catalog/gifts/build-gifts-href";
import { normalizeGiftFilters } from "@/components/catalog/gifts/gift-filter-options";
import { GiftsView } from "@/components/catalog/gifts/gifts-view";
import { parsePageParam } from "@/components/catalog/parse-page-param";
import { readSearchParam, type SearchParams } from "@/components/catalog/read-search-param";
import { buildPageMetadata } from "@/components/catalog/seo/build-page-metadata";
import { publicPage } from "@/lib/server/cache/public-page";

export const dynamic = "force-dynamic";

type GiftsPageProps = { params: Promise<{ page?: string[] }>; searchParams: Promise<SearchParams> };

async function readPage(params: GiftsPageProps["params"]) {
  const segments = (await params).page ?? [];
  return segments.length > 1 ? null : parsePageParam(segments[0]);
}

async function readFilters(searchParams: GiftsPageProps["searchParams"]) {
  const query = await searchParams;
  const keys = ["search", "type", "region", "discounted", "ordering"] as const;
  return normalizeGiftFilters(Object.fromEntries(keys.map((key) => [key, readSearchParam(query, key)])));
}

export async function generateMetadata({ params, searchParams }: GiftsPageProps): Promise<Metadata> {
  const page = await readPage(params);
  if (page === null) notFound();
  const t = await getTranslations("gifts");
  return buildPageMetadata({
    title: page > 1 ? t("metaTitlePaged", { page }) : t("metaTitle"),
    description: t("metaDescription"),
    path: buildPageHref("/gifts", page),
    // Filtered views repeat the catalogue; the canonical list is what gets indexed.
    isNoIndex: hasGiftFilters(await readFilters(searchParams)),
  });
}

export default async function GiftsPage({ params, searchParams }: GiftsPageProps) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  const page = await readPage(params);
  if (page === null) notFound();
  return <GiftsView page={page} filters={await readFilters(searchParams)} />;
}
