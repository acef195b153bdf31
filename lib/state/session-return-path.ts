// Where to send the shopper back after signing in: only a path on this site, never another host.

/**
 * A same-origin path to go back to, or the fallback: no scheme, no host, no "//" or "/\" (which browsers
 * read as another host), no control characters, and never the auth pages themselves.
 */
export function toSafeReturnPath(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length > 2000) return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  try {
    const base = "http://same.origin";
    const url = new URL(raw, base);
    if (url.origin !== base || url.pathname.startsWith("/auth/")) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
