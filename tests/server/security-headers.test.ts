// Issue 9 section 8: the fixed security headers of next.config.mjs, matched the way Next.js matches them.
import type { NextConfig } from "next";
import { unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import { NON_PAGE_CONTENT_SECURITY_POLICY } from "@/lib/server/security/security-header-rules.mjs";

// The real next.config.mjs (plain JavaScript, so imported by a path the type checker does not follow).
const CONFIG_MODULE = "@/next.config.mjs";
const loadNextConfig = async (): Promise<NextConfig> => (await import(CONFIG_MODULE)).default;

const headersFor = async (url: string, headers: Record<string, string> = {}) => {
  const response = await unstable_getResponseFromNextConfig({
    url,
    headers,
    nextConfig: { headers: (await loadNextConfig()).headers },
  });
  return response.headers;
};

describe("next.config.mjs security headers", () => {
  it.each([
    "/",
    "/games/3",
    "/orders/abc/pay",
    "/api/games/",
    "/api/auth/jwt/create/",
    "/_next/static/chunks/a.js",
  ])("%s gets nosniff, Referrer-Policy, Permissions-Policy and X-Frame-Options", async (url) => {
    const headers = await headersFor(url);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    const denied = headers.get("permissions-policy")!.split(", ");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(denied).toContain(`${feature}=()`);
    // The copy buttons (codes, card details) write to the clipboard.
    expect(headers.get("permissions-policy")).not.toContain("clipboard");
  });

  it.each([
    "/api/games/",
    "/api/docs/schema/",
    "/_next/static/chunks/a.js",
    "/_next/image",
    "/images/games/a.svg",
    "/robots.txt",
  ])("%s (no page, proxy.ts does not see it) gets a CSP that allows nothing", async (url) => {
    const headers = await headersFor(url);
    expect(headers.get("content-security-policy")).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
    expect(NON_PAGE_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("leaves the CSP of pages to proxy.ts (a second policy would block their nonce scripts)", async () => {
    for (const url of ["/", "/games/3", "/sandbox/pay/x", "/profile"])
      expect((await headersFor(url)).get("content-security-policy")).toBeNull();
  });

  it("adds HSTS to an API answer that came through an HTTPS proxy only", async () => {
    expect((await headersFor("/api/games/")).get("strict-transport-security")).toBeNull();
    const viaHttps = await headersFor("/api/games/", { "x-forwarded-proto": "https" });
    expect(viaHttps.get("strict-transport-security")).toBe("max-age=31536000");
  });
});
