// sitemap.xml from the database on each request (never at build time): lists, info pages and every detail page.
import type { MetadataRoute } from "next";
import { getSiteUrl } from "@/components/catalog/seo/get-site-url";
import { listGames } from "@/lib/server/catalog/games";
import { listGifts } from "@/lib/server/catalog/gifts";
import { listProducts } from "@/lib/server/catalog/products";

export const dynamic = "force-dynamic";

const STATIC_PATHS = [
  "/",
  "/products",
  "/gifts",
  "/feedback",
  "/info",
  "/info/contacts",
  "/info/privacy-policy",
  "/info/user-agreement",
  "/info/TextBlock",
];
const BATCH = 500;
// A sitemap file holds at most 50 000 URLs.
const MAX_URLS = 50_000;

async function collect<T>(
  readPage: (limit: number, offset: number) => Promise<{ count: number; results: T[] }>,
) {
  const items: T[] = [];
  for (let offset = 0; offset < MAX_URLS; offset += BATCH) {
    const { results, count } = await readPage(BATCH, offset);
    items.push(...results);
    if (results.length < BATCH || items.length >= count) break;
  }
  return items;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [siteUrl, games, products, gifts] = await Promise.all([
    getSiteUrl(),
    collect((limit, offset) => listGames({}, limit, offset)),
    collect(listProducts),
    collect((limit, offset) => listGifts({}, ["-created"], limit, offset)),
  ]);
  const url = (path: string) => new URL(path, siteUrl).toString();
  const entries: MetadataRoute.Sitemap = [
    ...STATIC_PATHS.map((path) => ({
      url: url(path),
      changeFrequency: "daily" as const,
      priority: path === "/" ? 1 : 0.7,
    })),
    // The game pages are where orders start: ranked next to the home page.
    ...games.map((g) => ({ url: url(`/games/${g.id}`), changeFrequency: "daily" as const, priority: 0.9 })),
    ...products
      .filter((p) => p.isActive)
      .map((p) => ({
        url: url(`/products/details/${p.id}`),
        changeFrequency: "weekly" as const,
        priority: 0.6,
      })),
    ...gifts.map((g) => ({
      url: url(`/gifts/detalis/${g.id}`),
      changeFrequency: "weekly" as const,
      priority: 0.6,
    })),
  ];
  return entries.slice(0, MAX_URLS);
}
