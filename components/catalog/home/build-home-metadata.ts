// Metadata of / and /{page}: one canonical per page; search results are not indexed.
import { getTranslations } from "next-intl/server";
import { buildPageHref } from "../build-page-href";
import { buildPageMetadata } from "../seo/build-page-metadata";

export async function buildHomeMetadata(page: number, search: string) {
  const t = await getTranslations("home");
  return buildPageMetadata({
    title: page > 1 ? t("metaTitlePaged", { page }) : t("metaTitle"),
    description: t("metaDescription"),
    path: buildPageHref("/", page),
    isNoIndex: Boolean(search),
  });
}
