// The site's public origin for links in e-mails and redirect checks: SITE_URL when set (always in live
// mode), so a forged Host header cannot point a reset link at another site; otherwise the request's origin.
import { getConfig } from "../config";

export function siteOrigin(requestUrl: URL): string {
  const site = getConfig().SITE_URL;
  return site ? new URL(site).origin : requestUrl.origin;
}
