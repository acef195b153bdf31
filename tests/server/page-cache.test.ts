// The server's cache of pages (server/page-cache.ts) in front of a stand-in app that renders like Next does (a
// nonce in the CSP header and in the page's scripts) and records, as the real app does in its request context, the
// cache tags of what it read: which requests it may answer, a fresh nonce on every answer from memory, what it never
// keeps (personal answers, untagged reads, errors, renders overtaken by a change of what they read), and which
// entries a change drops (only those holding a touched tag).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { createPageCache } from "@/server/page-cache";
import { keptCopyBytes } from "@/server/nonce-template";
import { NEUTRAL_COOKIES, pageCacheKey } from "@/server/page-cache-key";
import { LOCALE_COOKIE } from "@/proxy";
import { COUNTRY_COOKIE } from "@/lib/server/payments/country-cookie";
import { ACCESS_COOKIE } from "@/lib/api/constants";
import { NextRequest } from "next/server";
import { NO_COUNTRY, parseCountryId, RENDERED_COUNTRY_HEADER } from "@/lib/server/http/request-cookies";

/** The country the app renders for: Next's own cookie parser (cookies(), request.cookies), as proxy.ts reads it. */
const countryTheAppReads = (cookie: string) =>
  parseCountryId(
    new NextRequest("http://localhost:3000/", { headers: { cookie } }).cookies.get(COUNTRY_COOKIE)?.value,
  );

const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ url, method, headers: { accept: "text/html", ...headers } }) as unknown as http.IncomingMessage;

describe("which requests the page cache answers", () => {
  it("takes anonymous document requests for catalogue and information pages", () => {
    for (const url of [
      "/",
      "/2",
      "/games/3",
      "/gifts",
      "/gifts/2",
      "/gifts/detalis/11",
      "/products",
      "/products/details/1",
      "/info/contacts",
      "/?search=pubg",
    ])
      expect({ url, key: pageCacheKey(request(url)) }).toEqual({ url, key: expect.any(String) });
  });

  it("leaves personal and non-document requests to the app; any other page may be kept if its render allows", () => {
    // No route table: whether /orders/abc/pay is kept follows from its render (it reads an order: untagged).
    for (const url of ["/profile", "/orders/abc/pay", "/info/page"])
      expect({ url, key: pageCacheKey(request(url)) }).toEqual({ url, key: expect.any(String) });
    expect(pageCacheKey(request("/_next/static/chunks/a.js"))).toBeNull();
    expect(pageCacheKey(request("/", {}, "POST"))).toBeNull();
    expect(pageCacheKey(request("/", {}, "HEAD"))).toBeNull();
    expect(pageCacheKey(request("/", { rsc: "1" }))).toBeNull();
    expect(pageCacheKey(request("/games/3?_rsc=x1"))).toBeNull();
    expect(pageCacheKey(request("/", { accept: "application/json" }))).toBeNull();
    expect(pageCacheKey(request("/", { cookie: `${ACCESS_COOKIE}=token` }))).toBeNull();
    expect(pageCacheKey(request("/", { cookie: "anything=else" }))).toBeNull();
  });

  it("may keep any API answer but staff, session, probe and operator ones (kept only when the app says public)", () => {
    expect(pageCacheKey(request("/api/games/?limit=5"))).toBe("api|/api/games/?limit=5");
    expect(pageCacheKey(request("/api/gifts/", { cookie: `${ACCESS_COOKIE}=x` }))).toBe("api|/api/gifts/");
    for (const url of [
      "/api/admin/orders/",
      "/api/auth/users/me/",
      "/api/health/ready",
      "/api/operator/standoff/",
    ])
      expect({ url, key: pageCacheKey(request(url)) }).toEqual({ url, key: null });
    expect(pageCacheKey(request("/api/games/", {}, "POST"))).toBeNull();
  });

  it("keys an API answer by what it depends on: HSTS follows X-Forwarded-Proto, nothing follows Host", () => {
    const plain = pageCacheKey(request("/api/games/?limit=1"));
    expect(pageCacheKey(request("/api/games/?limit=1", { "x-forwarded-proto": "https" }))).not.toBe(plain);
    expect(pageCacheKey(request("/api/games/?limit=1", { "x-forwarded-proto": "http" }))).toBe(plain);
    // List links come from SITE_URL (lib/server/http/pagination.ts): a forged Host changes nothing in the answer.
    expect(pageCacheKey(request("/api/games/?limit=1", { host: "attacker.invalid" }))).toBe(plain);
  });

  it("keeps one copy per country and per first visit (the locale cookie is set then)", () => {
    const keys = new Set(
      ["", `${LOCALE_COOKIE}=ru`, `${COUNTRY_COOKIE}=2`, `${LOCALE_COOKIE}=ru; ${COUNTRY_COOKIE}=2`].map(
        (cookie) => pageCacheKey(request("/", cookie ? { cookie } : {})),
      ),
    );
    expect(keys.size).toBe(4);
    expect([...NEUTRAL_COOKIES].sort()).toEqual([COUNTRY_COOKIE, LOCALE_COOKIE].sort());
  });

  it("reads the country cookie as the app does: an odd header never picks another country's copy", () => {
    // Issue 23, item 10: `country_id=2; country_id =3` or `country_id= 3` stored a page of one country under
    // another's key. Whatever the header, the key is the plain one of the country the app renders, or none.
    const plainKey = (country: number | null) =>
      pageCacheKey(request("/", country === null ? {} : { cookie: `${COUNTRY_COOKIE}=${country}` }));
    for (const cookie of [
      `${COUNTRY_COOKIE}=2; ${COUNTRY_COOKIE} =3`,
      `${COUNTRY_COOKIE} =3; ${COUNTRY_COOKIE}=2`,
      `${COUNTRY_COOKIE}= 3`,
      `${COUNTRY_COOKIE}=3 `,
      `${COUNTRY_COOKIE}=3; ${COUNTRY_COOKIE}=2`,
      `${COUNTRY_COOKIE}=2;${COUNTRY_COOKIE}=3`,
      `${COUNTRY_COOKIE}=%33`,
      `${COUNTRY_COOKIE}=03`,
      `${COUNTRY_COOKIE}=x3`,
      ` ${COUNTRY_COOKIE}=3`,
    ]) {
      const key = pageCacheKey(request("/", { cookie }));
      if (key !== null)
        expect({ cookie, key }).toEqual({ cookie, key: plainKey(countryTheAppReads(cookie)) });
    }
    expect(pageCacheKey(request("/", { cookie: `${COUNTRY_COOKIE}=3` }))).toBe(plainKey(3));
  });
});

describe("the page cache in front of an app", () => {
  let server: http.Server;
  let origin: string;
  let renders = 0;
  let answer: {
    status: number;
    cookie?: string;
    beforeEnd?: () => void;
    country?: string;
    delayMs?: number;
    /** What the render read: by default the tags of its path (tagsOfPath). */
    tags?: string[];
    /** The render read the database outside a tagged read (an order by its hash). */
    isUntagged?: boolean;
    /** The page did not declare itself public (publicPage()): an order, the profile, a page nobody marked. */
    isUndeclared?: boolean;
  } = { status: 200 };
  /** As the app's reads record them: a game page its game, a list its list, every page the countries. */
  const tagsOfPath = (path: string): string[] => {
    const [, first, id] = path.split("?")[0].split("/");
    if (first === "api") return [id === "live_feed" ? "feed" : id];
    const page = first === "games" ? [`game:${id}`] : first ? [first] : ["games"];
    return [...page, "countries"];
  };
  const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
  let apiAnswer: { cacheControl: string; vary?: string } = { cacheControl: PUBLIC };
  /** What the cache told of each render that reached the app (the counter's "miss" or "pass"). */
  const rendered: string[] = [];
  const cache = createPageCache({ onRendered: (result) => rendered.push(result) });

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const key = pageCacheKey(req);
      if (key && (await cache.answer(key, req, res))) return;
      const context: { tags?: Set<string>; hasUntaggedRead?: boolean; isPublicPage?: boolean } = {};
      if (key) cache.capture(key, req, res, context);
      renders += 1;
      // What the real app's reads record in the request context (lib/server/cache/tag-collector.ts).
      context.tags = new Set(answer.tags ?? tagsOfPath(req.url ?? "/"));
      if (answer.isUntagged) context.hasUntaggedRead = true;
      if (!answer.isUndeclared) context.isPublicPage = true;
      if (req.url?.startsWith("/api/")) {
        res.setHeader("content-type", "application/json");
        res.setHeader("cache-control", apiAnswer.cacheControl);
        if (apiAnswer.vary) res.setHeader("vary", apiAnswer.vary);
        answer.beforeEnd?.();
        if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
        res.end(
          JSON.stringify({ count: renders, results: Array.from({ length: 50 }, (_, i) => ({ id: i })) }),
        );
        return;
      }
      const nonce = Buffer.from(`nonce-of-render-${renders}`).toString("base64");
      res.statusCode = answer.status;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.setHeader("content-security-policy", `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      // As proxy.ts does: the country the page is rendered for.
      const country = countryTheAppReads(req.headers.cookie ?? "");
      res.setHeader(
        RENDERED_COUNTRY_HEADER,
        answer.country ?? (country === null ? NO_COUNTRY : String(country)),
      );
      if (answer.cookie) res.setHeader("set-cookie", answer.cookie);
      res.write(`<html><script nonce="${nonce}" src="/a.js"></script>`);
      answer.beforeEnd?.();
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      res.end(
        `<p>Цена 1 249 ₽, render ${renders}</p><p>${"Каталог игр. ".repeat(100)}</p><script nonce="${nonce}">self.x=1</script></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    cache.clear();
    answer = { status: 200 };
    apiAnswer = { cacheControl: PUBLIC };
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${origin}${path}`, { headers: { accept: "text/html", ...headers } });
    const body = await res.text();
    const headerNonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const bodyNonces = [...new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
    return { res, body, headerNonce, bodyNonces, cache: res.headers.get("x-page-cache") };
  };

  it("renders once, then answers from memory with a fresh nonce in the header and the page alike", async () => {
    const first = await get("/games/1");
    const second = await get("/games/1");
    const third = await get("/games/1");
    expect([first.cache, second.cache, third.cache]).toEqual(["miss", "hit", "hit"]);
    expect(renders).toBeGreaterThan(0);
    expect(second.body.replace(/nonce="[^"]+"/g, "")).toBe(first.body.replace(/nonce="[^"]+"/g, ""));
    expect(second.body).toContain("Цена 1 249 ₽");
    for (const answer of [first, second, third]) expect(answer.bodyNonces).toEqual([answer.headerNonce]);
    expect(new Set([first.headerNonce, second.headerNonce, third.headerNonce]).size).toBe(3);
    expect(second.res.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.res.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("renders again after an invalidation, and drops a render an invalidation overtook", async () => {
    await get("/gifts");
    const before = renders;
    cache.clear();
    expect((await get("/gifts")).cache).toBe("miss");
    expect(renders).toBe(before + 1);
    answer.beforeEnd = () => cache.clear();
    await get("/products");
    answer.beforeEnd = undefined;
    expect((await get("/products")).cache).toBe("miss");
  });

  it("drops only the live feed's answers for a purchase: the pages and other lists stay cached", async () => {
    await get("/games/1");
    await get("/api/games/");
    await get("/api/live_feed/?limit=8");
    cache.invalidate(["feed"]);
    expect((await get("/games/1")).cache).toBe("hit");
    expect((await get("/api/games/")).cache).toBe("hit");
    expect((await get("/api/live_feed/?limit=8")).cache).toBe("miss");
    // A feed answer a purchase overtook is not kept; a page rendered meanwhile is.
    answer.beforeEnd = () => cache.invalidate(["feed"]);
    await get("/gifts");
    await get("/api/live_feed/?limit=9");
    answer.beforeEnd = undefined;
    expect((await get("/gifts")).cache).toBe("hit");
    expect((await get("/api/live_feed/?limit=9")).cache).toBe("miss");
    cache.clear();
    expect((await get("/games/1")).cache).toBe("miss");
  });

  it("drops exactly the entries holding a touched tag", async () => {
    answer.tags = ["game:1", "product:11", "product:12", "countries"];
    await get("/games/1");
    answer.tags = ["game:2", "product:21", "countries"];
    await get("/games/2");
    answer.tags = ["product:12", "game:1", "countries"];
    await get("/products/details/12");
    answer.tags = undefined;
    await get("/gifts");
    await get("/api/games/");
    const states = async () =>
      Object.fromEntries(
        await Promise.all(
          ["/games/1", "/games/2", "/products/details/12", "/gifts"].map(
            async (path) => [path, (await get(path)).cache] as const,
          ),
        ),
      );
    cache.invalidate(["product:12", "products"]);
    expect(await states()).toEqual({
      "/games/1": "miss",
      "/games/2": "hit",
      "/products/details/12": "miss",
      "/gifts": "hit",
    });
    expect((await get("/api/games/")).cache).toBe("hit");
    // Everything that read the countries (every page here) goes with them; a list answer that did not stays.
    cache.invalidate(["countries"]);
    expect(Object.values(await states())).toEqual(["miss", "miss", "miss", "miss"]);
    expect((await get("/api/games/")).cache).toBe("hit");
    // A render during which another entity changed is kept; one during which its own did is not.
    answer.beforeEnd = () => cache.invalidate(["gift:9"]);
    await get("/games/3");
    answer.beforeEnd = () => cache.invalidate(["game:4"]);
    await get("/games/4");
    answer.beforeEnd = undefined;
    expect([(await get("/games/3")).cache, (await get("/games/4")).cache]).toEqual(["hit", "miss"]);
  });

  it("keeps no page whose render read untagged data or nothing tagged, and lets its visitors render apart", async () => {
    answer.isUntagged = true;
    await get("/orders/abc/details");
    expect((await get("/orders/abc/details")).cache).toBe("miss");
    answer = { status: 200, tags: [] };
    await get("/info/static");
    expect((await get("/info/static")).cache).toBe("miss");
    // No single render for a page that is not kept: visitors asking at once do not queue behind each other.
    answer = { status: 200, isUntagged: true, delayMs: 150 };
    const before = renders;
    const started = Date.now();
    await Promise.all(Array.from({ length: 3 }, () => get("/orders/abc/details")));
    expect(renders - before).toBe(3);
    expect(Date.now() - started).toBeLessThan(400);
    // Once its render reads only tagged data, it is kept.
    answer = { status: 200 };
    await get("/orders/abc/details");
    expect((await get("/orders/abc/details")).cache).toBe("hit");
  });

  it("keeps no page that did not declare itself public, even if all it read was tagged public data", async () => {
    answer = { status: 200, isUndeclared: true };
    await get("/profile/settings");
    expect((await get("/profile/settings")).cache).toBe("miss");
    answer = { status: 200 };
    await get("/profile/settings");
    expect((await get("/profile/settings")).cache).toBe("hit");
  });

  it("renders a page once for visitors who ask at the same time: the others wait for that render", async () => {
    answer.delayMs = 150;
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get("/games/7")));
    expect(renders - before).toBe(1);
    expect(answers.map((a) => a.cache).sort()).toEqual(["hit", "hit", "hit", "hit", "hit", "miss"]);
    for (const a of answers) expect(a.bodyNonces).toEqual([a.headerNonce]);
  });

  it("answers a stale page while one request renders it afresh, after its lifetime or a review change", async () => {
    const now = jest.spyOn(Date, "now");
    try {
      now.mockReturnValue(1_000_000);
      // The game page shows the reviews of the game's orders.
      answer.tags = ["game:8", "reviews", "countries"];
      await get("/games/8");
      now.mockReturnValue(1_000_000 + 60_000 + 1_000); // past the lifetime, within the stale time
      answer.delayMs = 150;
      const before = renders;
      const [renewing, meanwhile] = await Promise.all([
        get("/games/8"),
        new Promise((r) => setTimeout(r, 50)).then(() => get("/games/8")),
      ]);
      expect([renewing.cache, meanwhile.cache, renders - before]).toEqual(["miss", "stale", 1]);
      answer.delayMs = undefined;
      expect((await get("/games/8")).cache).toBe("hit");
      cache.invalidate(["reviews"], { reviews: 5_000 });
      answer.delayMs = 150;
      const [again, staleAgain] = await Promise.all([
        get("/games/8"),
        new Promise((r) => setTimeout(r, 50)).then(() => get("/games/8")),
      ]);
      expect([again.cache, staleAgain.cache]).toEqual(["miss", "stale"]);
      // A catalogue change (a price) is never answered stale, even with a review change alongside.
      cache.invalidate(["reviews", "game:8"], { reviews: 5_000 });
      const [afterPrice, alsoFresh] = await Promise.all([
        get("/games/8"),
        new Promise((r) => setTimeout(r, 50)).then(() => get("/games/8")),
      ]);
      expect([afterPrice.cache, alsoFresh.cache]).toEqual(["miss", "hit"]);
      expect(alsoFresh.body).toContain(`render ${renders}`);
    } finally {
      now.mockRestore();
    }
  });

  it("answers the old page for at most its stale allowance after a stock change, while one render replaces it", async () => {
    const now = jest.spyOn(Date, "now");
    const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
    try {
      now.mockReturnValue(2_000_000);
      answer.tags = ["game:9", "stock:product:90"];
      await get("/games/9");
      expect((await get("/games/9")).cache).toBe("hit");
      // A delivery took a code: visitors are answered the old page while one request renders the new one.
      cache.invalidate(["stock:product:90"], { "stock:product:90": 500 });
      answer.delayMs = 150;
      const before = renders;
      const [fresh, meanwhile] = await Promise.all([get("/games/9"), later(50).then(() => get("/games/9"))]);
      expect([fresh.cache, meanwhile.cache, renders - before]).toEqual(["miss", "stale", 1]);
      expect(meanwhile.body).toContain(`render ${before}`);
      // Past the allowance the old page is never answered: a visitor waits for the render in flight.
      cache.invalidate(["stock:product:90"], { "stock:product:90": 500 });
      const [again, waited] = await Promise.all([
        get("/games/9"),
        later(50).then(() => {
          now.mockReturnValue(2_000_000 + 501);
          return get("/games/9");
        }),
      ]);
      expect([again.cache, waited.cache]).toEqual(["miss", "hit"]);
      expect(waited.body).toContain(`render ${renders}`);
    } finally {
      now.mockRestore();
    }
  });

  it("keeps no error page and no answer that sets a personal cookie; replays the locale cookie", async () => {
    answer = { status: 404 };
    await get("/games/404");
    expect((await get("/games/404")).cache).toBe("pass");
    answer = { status: 200, cookie: "order_access=signed; Path=/; HttpOnly" };
    await get("/games/5");
    expect((await get("/games/5")).cache).toBe("pass");
    answer = { status: 200, cookie: `${LOCALE_COOKIE}=ru; Path=/; Max-Age=31536000; SameSite=lax` };
    await get("/games/6");
    const hit = await get("/games/6");
    expect(hit.cache).toBe("hit");
    expect(hit.res.headers.get("set-cookie")).toMatch(new RegExp(`^${LOCALE_COOKIE}=ru`));
  });

  it("gives each of many answers at once its own nonce, plain and gzip (each is written from a copy of its own)", async () => {
    await get("/games/7");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        get("/games/7", { "accept-encoding": i % 2 ? "gzip" : "identity" }),
      ),
    );
    for (const answer of answers) {
      expect(answer.cache).toBe("hit");
      expect(answer.bodyNonces).toEqual([answer.headerNonce]);
      expect(answer.body).toContain("Цена 1 249 ₽");
    }
    expect(new Set(answers.map((answer) => answer.headerNonce)).size).toBe(40);
    // The copies kept for those answers go with the page: their bytes leave the copies' budget.
    expect(keptCopyBytes()).toBeGreaterThan(0);
    cache.clear();
    expect(keptCopyBytes()).toBe(0);
  });

  it("gzips an answer from memory for a browser that takes gzip", async () => {
    await get("/products/details/1");
    const res = await fetch(`${origin}/products/details/1`, {
      headers: { accept: "text/html", "accept-encoding": "gzip" },
    });
    expect(res.headers.get("x-page-cache")).toBe("hit");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toContain("Цена 1 249 ₽");
  });

  it("keeps an API answer the app calls public until an invalidation, and no other", async () => {
    const count = async (path: string) => {
      const res = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } });
      return {
        cache: res.headers.get("x-page-cache"),
        count: ((await res.json()) as { count: number }).count,
      };
    };
    const first = await count("/api/games/");
    expect(first.cache).toBe("miss");
    const again = await count("/api/games/");
    expect(again).toEqual({ cache: "hit", count: first.count });
    expect((await count("/api/games/")).count).toBe(first.count);
    cache.clear();
    expect((await count("/api/games/")).count).toBeGreaterThan(first.count);
    for (const other of [{ cacheControl: "private, no-store" }, { cacheControl: PUBLIC, vary: "Cookie" }]) {
      apiAnswer = other;
      const path = `/api/gifts/?case=${encodeURIComponent(JSON.stringify(other))}`;
      await count(path);
      expect({ other, cache: (await count(path)).cache }).toEqual({ other, cache: "pass" });
    }
  });

  it("tells each render's result once, and its caller: miss for a cacheable answer, pass for one never kept", async () => {
    // What the render counted, then what its caller's x-page-cache said.
    const resultOf = async (path: string, headers: Record<string, string> = {}) => {
      rendered.length = 0;
      const { cache } = await get(path, headers);
      await new Promise((r) => setTimeout(r, 20)); // the answer's close comes after the client has it
      return `${rendered.join(",")} ${cache}`;
    };
    expect(await resultOf("/games/41")).toBe("miss miss");
    expect(await resultOf("/games/41")).toBe(" hit"); // answered from memory: no render
    answer = { status: 200, isUndeclared: true };
    // Known only once the page has rendered (it did not declare itself public): the caller was told miss.
    expect(await resultOf("/profile/41")).toBe("pass miss");
    answer = { status: 500 };
    expect(await resultOf("/games/42")).toBe("pass pass");
    answer = { status: 200, cookie: "session=abc" };
    expect(await resultOf("/games/43")).toBe("pass pass");
    answer = { status: 200 };
    apiAnswer = { cacheControl: "private, no-store" };
    expect(await resultOf("/api/orders/status/41/")).toBe("pass pass");
    apiAnswer = { cacheControl: PUBLIC };
    expect(await resultOf("/api/games/?case=41")).toBe("miss miss");
  });

  it("lets callers of a personal API answer render apart once one was not kept (no queue behind each other)", async () => {
    apiAnswer = { cacheControl: "private, no-store" };
    answer = { status: 200, delayMs: 300 };
    await get("/api/orders/");
    const before = renders;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 3 }, () => get("/api/orders/")));
    expect(renders - before).toBe(3);
    expect(answers.map((a) => a.cache)).toEqual(["pass", "pass", "pass"]);
    expect(Date.now() - started).toBeLessThan(550);
  });

  it("keeps an answer the app compressed, and serves it compressed or not as each caller takes it", async () => {
    const zipping = createPageCache();
    const app = http.createServer((req, res) => {
      const key = pageCacheKey(req)!;
      if (zipping.serve(key, req, res)) return;
      zipping.capture(key, req, res);
      res.setHeader("content-type", "application/json");
      res.setHeader("cache-control", PUBLIC);
      const body = JSON.stringify({ title: "Подарок", filler: "x".repeat(3_000) });
      if (!/gzip/.test(String(req.headers["accept-encoding"]))) return res.end(body);
      res.setHeader("content-encoding", "gzip");
      res.end(gzipSync(body));
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}/api/gifts/`;
    const first = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    expect([first.headers.get("x-page-cache"), first.headers.get("content-encoding")]).toEqual([
      "miss",
      "gzip",
    ]);
    expect(((await first.json()) as { title: string }).title).toBe("Подарок");
    for (const encoding of ["gzip", "identity"]) {
      const res = await fetch(url, { headers: { "accept-encoding": encoding } });
      expect({ encoding, cache: res.headers.get("x-page-cache") }).toEqual({ encoding, cache: "hit" });
      expect(((await res.json()) as { title: string }).title).toBe("Подарок");
    }
    await new Promise((resolve) => app.close(resolve));
  });

  it("keeps no more bytes than it is allowed, dropping the oldest first", async () => {
    const small = createPageCache({ maxBytes: 6_000 });
    const app = http.createServer((req, res) => {
      const key = pageCacheKey(req)!;
      if (small.serve(key, req, res)) return;
      small.capture(key, req, res);
      res.setHeader("content-type", "application/json");
      res.setHeader("cache-control", PUBLIC);
      res.end(JSON.stringify({ filler: "x".repeat(2_500) }));
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    const cacheOf = async (path: string) => (await fetch(`${base}${path}`)).headers.get("x-page-cache");
    for (const n of [1, 2, 3]) await cacheOf(`/api/games/?n=${n}`);
    expect(small.size()).toBe(2);
    expect(await cacheOf("/api/games/?n=3")).toBe("hit");
    expect(await cacheOf("/api/games/?n=1")).toBe("miss");
    await new Promise((resolve) => app.close(resolve));
  });

  it("keeps a page only under the country it was rendered for, and does not pass that header on", async () => {
    const first = await get("/games/7", { cookie: `${COUNTRY_COOKIE}=3` });
    expect(first.res.headers.get(RENDERED_COUNTRY_HEADER)).toBeNull();
    const hit = await get("/games/7", { cookie: `${COUNTRY_COOKIE}=3` });
    expect(hit.cache).toBe("hit");
    expect(hit.res.headers.get(RENDERED_COUNTRY_HEADER)).toBeNull();
    // An app that rendered another country than the key's (or said nothing) is not kept.
    answer.country = "2";
    await get("/games/8", { cookie: `${COUNTRY_COOKIE}=3` });
    expect((await get("/games/8", { cookie: `${COUNTRY_COOKIE}=3` })).cache).toBe("miss");
    answer.country = undefined;
  });

  it("serves a signed-in visitor from the app, not from memory", async () => {
    await get("/");
    expect((await get("/", { cookie: `${ACCESS_COOKIE}=x` })).cache).toBeNull();
  });
});
