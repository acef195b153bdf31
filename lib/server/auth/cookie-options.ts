// Attributes of our HttpOnly cookies: SameSite=Lax, Secure on https and in production behind an https SITE_URL.
import { getConfig } from "../config";

export function secureCookieOptions(requestUrl: URL, path: string, maxAgeSec: number) {
  const { NODE_ENV, SITE_URL } = getConfig();
  const isHttps =
    requestUrl.protocol === "https:" ||
    (NODE_ENV === "production" && Boolean(SITE_URL?.startsWith("https:")));
  return { httpOnly: true, sameSite: "lax" as const, secure: isHttps, path, maxAge: maxAgeSec };
}
