// Product details with schema.org Product data; an unknown or malformed id is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/money/format-price";
import { parseIdParam } from "@/components/catalog/parse-id-param";
import { pickPrice } from "@/components/catalog/pick-price";
import { ProductDetail } from "@/components/catalog/products/product-detail";
import { buildPageMetadata } from "@/components/catalog/seo/build-page-metadata";
import { buildProductJsonLd } from "@/components/catalog/seo/build-product-json-ld";
import { getSiteUrl } from "@/components/catalog/seo/get-site-url";
import { JsonLd } from "@/components/catalog/seo/json-ld";
import { getProduct } from "@/lib/server/catalog/products";
import { publicPage } from "@/lib/server/cache/public-page";

export const dynamic = "force-dynamic";

type ProductPageProps = { params: Promise<{ id: string }> };

// Metadata and page share one read per request.
const loadProduct = cache(async (segment: string) => {
  const id = parseIdParam(segment);
  return id === null ? null : getProduct(id);
});

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const { id } = await params;
  const product = await loadProduct(id);
  if (!product) notFound();
  const t = await getTranslations("products");
  return buildPageMetadata({
    title: t("metaDetailTitle", { title: product.title, game: product.game.title }),
    description: t("metaDetailDescription", {
      title: product.title,
      game: product.game.title,
      price: formatPrice(pickPrice(product.price, product.discountPrice).current),
    }),
    path: `/products/details/${product.id}`,
    image: product.picture || undefined,
  });
}

export default async function ProductPage({ params }: ProductPageProps) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  const { id } = await params;
  const product = await loadProduct(id);
  if (!product) notFound();
  const siteUrl = await getSiteUrl();
  const jsonLd = buildProductJsonLd({
    name: product.title,
    image: new URL(product.picture || "/favicon.ico", siteUrl).toString(),
    url: new URL(`/products/details/${product.id}`, siteUrl).toString(),
    price: product.price,
    discountPrice: product.discountPrice,
    isAvailable: product.isActive && product.game.isActive,
    category: product.game.title,
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <ProductDetail product={product} />
    </>
  );
}
