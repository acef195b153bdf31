// Absolute URLs (canonical, Open Graph, sitemap, robots) need an origin: the configured one only (SITE_URL, else
// http://localhost:PORT). Never the request's Host, X-Forwarded-Host or X-Forwarded-Proto: a page kept by the page
// cache is served to every later visitor, so a client's header must not end up in it (issue 23, item 9).
import { publicOrigin } from "@/lib/server/auth/site-origin";

export async function getSiteUrl(): Promise<string> {
  return publicOrigin();
}
