// Product list: /products is page 1, /products/{page} the next ones; anything else under /products is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { buildPageHref } from "@/components/catalog/build-page-href";
import { parsePageParam } from "@/components/catalog/parse-page-param";
import { ProductsView } from "@/components/catalog/products/products-view";
import { buildPageMetadata } from "@/components/catalog/seo/build-page-metadata";
import { publicPage } from "@/lib/server/cache/public-page";

export const dynamic = "force-dynamic";

type ProductsPageProps = { params: Promise<{ page?: string[] }> };

async function readPage(params: ProductsPageProps["params"]) {
  const segments = (await params).page ?? [];
  return segments.length > 1 ? null : parsePageParam(segments[0]);
}

export async function generateMetadata({ params }: ProductsPageProps): Promise<Metadata> {
  const page = await readPage(params);
  if (page === null) notFound();
  const t = await getTranslations("products");
  return buildPageMetadata({
    title: page > 1 ? t("metaTitlePaged", { page }) : t("metaTitle"),
    description: t("metaDescription"),
    path: buildPageHref("/products", page),
  });
}

export default async function ProductsPage({ params }: ProductsPageProps) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  const page = await readPage(params);
  if (page === null) notFound();
  return <ProductsView page={page} />;
}
