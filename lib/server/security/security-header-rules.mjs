// Security headers that do not change per request, for next.config.mjs headers(): every answer (pages, the API,
// static files) gets the first set; what proxy.ts does not see (the API, static files, images) also gets a CSP
// that allows nothing, since none of it is a page. Pages get their nonce CSP from proxy.ts instead.
// Plain JavaScript because next.config.mjs loads it before anything is compiled.

/**
 * Features the store never uses; the clipboard stays allowed (copy buttons of codes and card details). Only names
 * Chromium knows: an unknown one (bluetooth) is a console warning on every page.
 */
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");

export const COMMON_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  // For browsers that predate CSP frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
];

/** JSON, files and images are never documents that run anything or may be framed. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Paths that proxy.ts skips (its matcher), so their CSP comes from here. */
export const NON_PAGE_SOURCES = [
  "/api/:path*",
  "/_next/static/:path*",
  "/_next/image",
  "/images/:path*",
  "/favicon.ico",
  "/favicon.svg",
  "/robots.txt",
  "/sitemap.xml",
];

export const HSTS_VALUE = "max-age=31536000";

/** The rules for next.config.mjs `headers()`. */
export function buildSecurityHeaderRules() {
  return [
    { source: "/:path*", headers: COMMON_SECURITY_HEADERS },
    ...NON_PAGE_SOURCES.map((source) => ({
      source,
      headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY }],
    })),
    // These rules are fixed at build time, when STORE_MODE is unknown: any answer that came through an HTTPS
    // proxy gets HSTS (browsers ignore it over plain HTTP). Pages get theirs from proxy.ts, in live mode.
    ...NON_PAGE_SOURCES.map((source) => ({
      source,
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "Strict-Transport-Security", value: HSTS_VALUE }],
    })),
  ];
}
