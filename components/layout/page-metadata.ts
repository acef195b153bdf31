// Metadata of a store page. Next replaces (not merges) a parent's openGraph object, so every page repeats the
// site-wide Open Graph fields through this helper.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export const OG_IMAGE = { url: "/og-image.png", width: 1200, height: 630 } as const;

export async function buildSiteOpenGraph() {
  const brand = await getTranslations("brand");
  const name = brand("name");
  return {
    siteName: name,
    locale: "ru_RU",
    type: "website" as const,
    title: name,
    description: brand("description"),
    images: [{ ...OG_IMAGE, alt: name }],
  };
}

type PageMetadataInput = { title: string; description: string; path: string; noIndex?: boolean };

export async function buildPageMetadata({
  title,
  description,
  path,
  noIndex,
}: PageMetadataInput): Promise<Metadata> {
  const site = await buildSiteOpenGraph();
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { ...site, title, description, url: path },
    ...(noIndex ? { robots: { index: false } } : {}),
  };
}
