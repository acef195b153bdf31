import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { resetConfigForTests } from "@/lib/server/config";
import { config, proxy, LOCALE_COOKIE_MAX_AGE, PATHNAME_HEADER } from "@/proxy";
import { RENDERED_COUNTRY_HEADER } from "@/lib/server/http/request-cookies";
import { COUNTRY_COOKIE } from "@/lib/server/payments/country-cookie";

const request = (path: string, cookies: Record<string, string> = {}) => {
  const headers = new Headers();
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  if (cookie) headers.set("cookie", cookie);
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers });
};

/** NextResponse.next({request: {headers}}) passes overridden request headers to the app this way. */
const forwardedHeader = (response: Response, name: string) =>
  response.headers.get(`x-middleware-request-${name}`);

describe("proxy", () => {
  it("sets NEXT_LOCALE=ru for 365 days on path / with SameSite lax when missing", () => {
    const response = proxy(request("/products"));
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^NEXT_LOCALE=ru;/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${365 * 24 * 60 * 60}`));
    expect(setCookie.toLowerCase()).toMatch(/samesite=lax/);
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  it("moves a reset link's uid and token out of the address into a cookie only the reset page receives", () => {
    const response = proxy(request("/auth/reset-password?uid=MQ&token=abc-123_x"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/auth/reset-password");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^reset_link=uid%3DMQ%26token%3Dabc-123_x;/);
    expect(setCookie).toMatch(/Path=\/auth\/reset-password/);
    expect(setCookie).toMatch(/Max-Age=3600/);
    expect(setCookie.toLowerCase()).toMatch(/httponly/);
    expect(setCookie.toLowerCase()).toMatch(/samesite=lax/);
    // The bare page passes; another page's query is left alone.
    expect(proxy(request("/auth/reset-password")).status).toBe(200);
    expect(proxy(request("/products?token=x")).status).toBe(200);
  });

  it("leaves an existing locale cookie alone", () => {
    const response = proxy(request("/", { NEXT_LOCALE: "ru" }));
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("tells the page cache which country the page is rendered for, reading cookies as the page does", () => {
    const rendered = (cookie?: string) =>
      proxy(
        new NextRequest(new URL("/", "http://localhost:3000"), { headers: cookie ? { cookie } : {} }),
      ).headers.get(RENDERED_COUNTRY_HEADER);
    expect(rendered()).toBe("none");
    expect(rendered(`${COUNTRY_COOKIE}=3`)).toBe("3");
    // Issue 23, item 10: odd cookie headers mean what Next's parser (cookies(), request.cookies) makes of them.
    expect(rendered(`${COUNTRY_COOKIE}=2; ${COUNTRY_COOKIE} =3`)).toBe("2");
    expect(rendered(`${COUNTRY_COOKIE}= 3`)).toBe("none");
    expect(rendered(`${COUNTRY_COOKIE}=x`)).toBe("none");
  });

  it("passes the requested path to the app in x-pathname (for not-found)", () => {
    const response = proxy(request("/no/such/page?x=1"));
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(forwardedHeader(response, PATHNAME_HEADER)).toBe("/no/such/page");
    expect(response.headers.get("x-middleware-override-headers")).toContain(PATHNAME_HEADER);
  });

  it.each(["/profile", "/profile/", "/profile/settings", "/profile/settings/"])(
    "redirects %s to / without the access cookie",
    (path) => {
      const response = proxy(request(path));
      expect([307, 308]).toContain(response.status);
      expect(new URL(response.headers.get("location")!).pathname).toBe("/");
    },
  );

  it("lets /profile through with an access cookie (the page verifies the token)", () => {
    const response = proxy(request("/profile/settings", { access: "token-value" }));
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("treats an empty access cookie as missing", () => {
    const response = proxy(request("/profile", { access: "" }));
    expect(new URL(response.headers.get("location")!).pathname).toBe("/");
  });

  it("does not guard other paths that merely start with /profile", () => {
    const response = proxy(request("/profiles"));
    expect(response.headers.get("location")).toBeNull();
  });

  it.each([
    ["/", true],
    ["/info/contacts", true],
    ["/profile", true],
    ["/_next/static/chunks/app.js", false],
    ["/_next/image?url=%2Fimages%2Fa.svg&w=64&q=75", false],
    ["/images/games/pubg.svg", false],
    ["/favicon.ico", false],
    ["/api/games/", false],
  ])("matcher: %s -> %p", (url, expected) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(expected);
  });
});

describe("proxy redirect", () => {
  it("still sets the locale cookie on the /profile redirect", () => {
    const response = proxy(request("/profile"));
    expect(response.headers.get("set-cookie")).toMatch(/^NEXT_LOCALE=ru;/);
  });
});

describe("proxy: page security headers (issue 9 section 8)", () => {
  const policyOf = (response: Response) => response.headers.get("content-security-policy") ?? "";
  const directive = (policy: string, name: string) =>
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d === name || d.startsWith(`${name} `));

  it("answers a page with a nonce CSP and hands the same policy and nonce to the app", () => {
    const response = proxy(request("/games/1"));
    const policy = policyOf(response);
    const nonce = forwardedHeader(response, "x-nonce");
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(policy, "script-src")).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    // Next.js reads the nonce from the CSP header of the request.
    expect(forwardedHeader(response, "content-security-policy")).toBe(policy);
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "form-action")).toMatch(/^form-action 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/'unsafe-eval'/);
  });

  it("draws a new nonce for every request", () => {
    const nonces = new Set([1, 2, 3].map(() => forwardedHeader(proxy(request("/")), "x-nonce")));
    expect(nonces.size).toBe(3);
  });

  it("puts the policy on the /profile redirect too", () => {
    expect(directive(policyOf(proxy(request("/profile"))), "frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  describe("with configuration", () => {
    const saved = { ...process.env };
    afterEach(() => {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
      resetConfigForTests();
    });
    const configure = (env: Record<string, string>) => {
      Object.assign(process.env, env);
      resetConfigForTests();
    };
    const https = () =>
      proxy(
        new NextRequest(new URL("/", "http://localhost:3000"), { headers: { "x-forwarded-proto": "https" } }),
      );

    it("lets payment forms go to GetPay's checkout when GetPay is configured, and to the public site", () => {
      configure({
        GETPAY_WALLET_ID: "w1",
        GETPAY_SECRET: "s".repeat(32),
        GETPAY_FORM_URL: "https://pay.getpay.example/form",
        SITE_URL: "https://shop.example",
      });
      expect(directive(policyOf(proxy(request("/"))), "form-action")).toBe(
        "form-action 'self' https://shop.example https://pay.getpay.example",
      );
    });

    it("allows Sentry's ingest origin in connect-src only when a DSN is set", () => {
      expect(directive(policyOf(proxy(request("/"))), "connect-src")).toBe("connect-src 'self'");
      configure({ NEXT_PUBLIC_SENTRY_DSN: "https://public-key@o12.ingest.sentry.example/34" });
      expect(directive(policyOf(proxy(request("/"))), "connect-src")).toBe(
        "connect-src 'self' https://o12.ingest.sentry.example",
      );
    });

    it("takes HTTPS from the configured origin, never from X-Forwarded-Proto (a cached page goes to everyone)", () => {
      // Issue 23, item 9: `X-Forwarded-Proto: https` stored upgrade-insecure-requests in the cached page, which
      // broke every script and style for plain-HTTP visitors.
      for (const response of [https(), proxy(request("/"))]) {
        expect(directive(policyOf(response), "upgrade-insecure-requests")).toBeUndefined();
        expect(response.headers.get("strict-transport-security")).toBeNull();
      }
      configure({ SITE_URL: "https://shop.example" });
      for (const response of [https(), proxy(request("/"))]) {
        expect(directive(policyOf(response), "upgrade-insecure-requests")).toBe("upgrade-insecure-requests");
        expect(response.headers.get("strict-transport-security")).toBeNull(); // HSTS in live mode only
      }
    });

    it("sends HSTS in live mode with an HTTPS site, whatever the request says", () => {
      configure({
        STORE_MODE: "live",
        AUTH_SECRET: "a".repeat(40),
        SITE_URL: "https://shop.example",
        PAYMENTS_DISABLED: "1",
      });
      for (const response of [https(), proxy(request("/"))]) {
        expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
        expect(directive(policyOf(response), "upgrade-insecure-requests")).toBe("upgrade-insecure-requests");
      }
    });
  });
});
