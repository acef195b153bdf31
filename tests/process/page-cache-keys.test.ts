// Issue 23, items 9 and 10, through the real server entry and its page cache (server/page-cache.ts): what one
// request leaves in the cache is what every later visitor gets, so nothing of a request that is not in the cache's
// key may end up in a cached answer. No SITE_URL here: the configured origin is http://localhost:PORT.
import http from "node:http";
import { disposeStore, startStore, type StoreProcess } from "./start-store";

jest.setTimeout(180_000);

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** GET through node:http, which (unlike fetch) lets a client send any Host header it likes. */
function get(store: StoreProcess, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: store.port, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

const FORGED = {
  host: "attacker.invalid:8443",
  "x-forwarded-host": "attacker.invalid",
  "x-forwarded-proto": "https",
};
const PAGE = { accept: "text/html" };

describe("the page cache", () => {
  let store: StoreProcess | undefined;
  let site = "";
  beforeAll(async () => {
    store = await startStore({ env: { SITE_URL: undefined } });
    site = `http://localhost:${store.port}`;
  });
  afterAll(() => disposeStore(store));

  it("keeps no list link built from the request's Host or X-Forwarded-Proto", async () => {
    // The request of the issue: its answer was kept with `"next": "https://attacker.invalid:8443/..."`.
    const path = "/api/games/?limit=1&q=1";
    const { "x-forwarded-proto": proto, ...forgedHost } = FORGED;
    const first = await get(store!, path, forgedHost);
    expect(first.status).toBe(200);
    const later = await get(store!, path);
    expect(later.headers["x-page-cache"]).toBe("hit");
    // Through an HTTPS proxy (its own copy: HSTS is added there) the links stay on the configured origin too.
    const viaHttps = await get(store!, path, { "x-forwarded-proto": proto });
    for (const answer of [first, later, viaHttps]) {
      expect(answer.body.includes("attacker.invalid")).toBe(false);
      expect(JSON.parse(answer.body).next).toBe(`${site}/api/games/?limit=1&q=1&offset=1`);
    }
  });

  it("keeps no canonical or Open Graph URL from forwarding headers, and no CSP upgrade from X-Forwarded-Proto", async () => {
    const games = JSON.parse((await get(store!, "/api/games/?limit=1")).body) as {
      results: { id: number }[];
    };
    const path = `/games/${games.results[0].id}`;
    const first = await get(store!, path, { ...PAGE, ...FORGED });
    const later = await get(store!, path, PAGE);
    expect([first.status, later.status]).toEqual([200, 200]);
    expect(later.headers["x-page-cache"]).toBe("hit");
    for (const answer of [first, later]) {
      expect(answer.body.includes("attacker.invalid")).toBe(false);
      expect(answer.body).toContain(`<link rel="canonical" href="${site}${path}"`);
      expect(answer.body).toContain(`<meta property="og:url" content="${site}${path}"`);
      expect(answer.body).toMatch(new RegExp(`<meta property="og:image" content="${site}/`));
      // Plain-HTTP visitors would have every script and style upgraded to https and blocked.
      expect(String(answer.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
    }
  });

  it("keeps a page only under the country it was rendered for, however the cookie header is written", async () => {
    const countries = JSON.parse((await get(store!, "/api/payments/countries/")).body) as { id: number }[];
    expect(countries.length).toBeGreaterThan(1);
    const [a, b] = countries.map((c) => c.id);
    const page = (cookie: string) => get(store!, "/", { ...PAGE, cookie: `NEXT_LOCALE=ru; ${cookie}` });
    // Odd headers the app reads as country a (or as no country): never kept as country b's page.
    for (const cookie of [
      `country_id=${a}; country_id =${b}`,
      `country_id= ${b}`,
      `country_id=${b} ;country_id=${a}`,
    ])
      expect((await page(cookie)).status).toBe(200);
    const first = await page(`country_id=${b}`);
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await page(`country_id=${b}`);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["x-store-rendered-country"]).toBeUndefined();
  });
});
