// Absolute URLs (canonical, Open Graph, sitemap) need an origin: SITE_URL when configured, else the request's host.
import { headers } from "next/headers";
import { getConfig } from "@/lib/server/config";

export async function getSiteUrl(): Promise<string> {
  const configured = getConfig().SITE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const h = await headers();
  const host = h.get("x-forwarded-host")?.split(",")[0]?.trim() || h.get("host") || "localhost:3000";
  const proto =
    h.get("x-forwarded-proto")?.split(",")[0]?.trim() ||
    (/^(localhost|127\.|\[::1\])/.test(host) ? "http" : "https");
  return `${proto}://${host}`;
}
