import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy, LOCALE_COOKIE_MAX_AGE, PATHNAME_HEADER } from "@/proxy";

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

  it("leaves an existing locale cookie alone", () => {
    const response = proxy(request("/", { NEXT_LOCALE: "ru" }));
    expect(response.headers.get("set-cookie")).toBeNull();
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
