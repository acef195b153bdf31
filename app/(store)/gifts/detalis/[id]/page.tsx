// Gift details (the path is spelt "detalis", as in the specification) with schema.org Product data.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/money/format-price";
import { GiftDetail } from "@/components/catalog/gifts/gift-detail";
import { parseIdParam } from "@/components/catalog/parse-id-param";
import { pickPrice } from "@/components/catalog/pick-price";
import { buildPageMetadata } from "@/components/catalog/seo/build-page-metadata";
import { buildProductJsonLd } from "@/components/catalog/seo/build-product-json-ld";
import { getSiteUrl } from "@/components/catalog/seo/get-site-url";
import { JsonLd } from "@/components/catalog/seo/json-ld";
import { getGift } from "@/lib/server/catalog/gifts";
import { listTargetReviews } from "@/lib/server/reviews/feedback";
import { publicPage } from "@/lib/server/cache/public-page";

export const dynamic = "force-dynamic";

/** Reviews of the gift's orders shown on its page. */
const GIFT_REVIEWS = 4;

type GiftPageProps = { params: Promise<{ id: string }> };

const loadGift = cache(async (segment: string) => {
  const id = parseIdParam(segment);
  return id === null ? null : getGift(id);
});

export async function generateMetadata({ params }: GiftPageProps): Promise<Metadata> {
  const gift = await loadGift((await params).id);
  if (!gift) notFound();
  const t = await getTranslations("gifts");
  const region = t(`regions.${gift.region}`);
  return buildPageMetadata({
    title: t("metaDetailTitle", { title: gift.title }),
    description: t("metaDetailDescription", {
      title: gift.title,
      region,
      price: formatPrice(pickPrice(gift.price, gift.discountPrice).current),
    }),
    path: `/gifts/detalis/${gift.id}`,
    image: gift.logo,
  });
}

export default async function GiftPage({ params }: GiftPageProps) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  const gift = await loadGift((await params).id);
  if (!gift) notFound();
  const [siteUrl, reviews] = await Promise.all([
    getSiteUrl(),
    listTargetReviews({ giftId: gift.id }, GIFT_REVIEWS),
  ]);
  const jsonLd = buildProductJsonLd({
    name: gift.title,
    description: gift.description || undefined,
    image: new URL(gift.logo, siteUrl).toString(),
    url: new URL(`/gifts/detalis/${gift.id}`, siteUrl).toString(),
    price: gift.price,
    discountPrice: gift.discountPrice,
    isAvailable: true,
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <GiftDetail gift={gift} reviews={reviews} />
    </>
  );
}
