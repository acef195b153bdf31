// robots.txt: the storefront is open to crawlers; the profile, the API and order pages are not.
import type { MetadataRoute } from "next";
import { getSiteUrl } from "@/components/catalog/seo/get-site-url";

export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const siteUrl = await getSiteUrl();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/profile", "/api/", "/orders/"] },
    sitemap: new URL("/sitemap.xml", siteUrl).toString(),
  };
}
