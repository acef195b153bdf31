// One shape of metadata for every catalogue page: title, description, canonical and Open Graph.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getSiteUrl } from "./get-site-url";

type PageMetadataInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/gifts/2"; filters are left out so one list has one canonical page. */
  path: string;
  image?: string;
  /** Pages that only repeat others (search results) should not be indexed. */
  isNoIndex?: boolean;
};

export async function buildPageMetadata({
  title,
  description,
  path,
  image,
  isNoIndex,
}: PageMetadataInput): Promise<Metadata> {
  const [siteUrl, t] = await Promise.all([getSiteUrl(), getTranslations("brand")]);
  const url = new URL(path, siteUrl).toString();
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      locale: "ru_RU",
      siteName: t("name"),
      title,
      description,
      url,
      ...(image ? { images: [{ url: new URL(image, siteUrl).toString() }] } : {}),
    },
    ...(isNoIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
