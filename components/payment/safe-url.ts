// Urls from a payment provider end up in links, window.open and form actions: only http(s) may, never
// javascript: or data:, whatever the server relays. Our own sandbox answers paths on this site ("/sandbox/pay/…"),
// so the shopper stays on the host name they use.

// One leading slash, then no second slash or backslash: browsers read "//host" and "/\host" as another site.
const SITE_PATH = /^\/(?![/\\])[^\\\s]*$/;

/** The url itself when it is an absolute http(s) url or a path on this site, else null. */
export function toSafeHttpUrl(value: string): string | null {
  const trimmed = value.trim();
  if (SITE_PATH.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
