// No open redirect: a social sign-in may only return to this site's /auth/{provider}/redirect page.
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { getConfig } from "../../config";
import { fieldError } from "../../errors/domain-error";

const INVALID =
  "Недопустимый адрес возврата: разрешена только страница /auth/{provider}/redirect этого сайта.";

/** True when `raw` is exactly our redirect page for `provider`, on the request's origin or SITE_URL's. */
export function isAllowedRedirectUri(raw: string, provider: SocialProvider, requestUrl: URL): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const site = getConfig().SITE_URL;
  const origins = new Set([requestUrl.origin, ...(site ? [new URL(site).origin] : [])]);
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    !url.username &&
    !url.password &&
    origins.has(url.origin) &&
    (url.pathname === `/auth/${provider}/redirect` || url.pathname === `/auth/${provider}/redirect/`) &&
    !url.search &&
    !url.hash &&
    // new URL() normalises; the raw text must already be in that form, or providers would compare differently.
    url.toString() === raw
  );
}

export function assertRedirectUri(raw: string, provider: SocialProvider, requestUrl: URL): string {
  if (!isAllowedRedirectUri(raw, provider, requestUrl))
    throw fieldError("redirect_uri", INVALID.replace("{provider}", provider));
  return raw;
}
