// A page that merely grew old is renewed in the background (server/page-renewal.ts, page-cache.ts options.renew):
// the visitor who finds it past its lifetime is answered the kept copy at once, like everyone after, while one
// request of the server's own renders it afresh; nobody waits for that render. A change still drops the page (never
// answered stale), and the renewal's token cannot be guessed to force renders.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createPageCache } from "@/server/page-cache";
import { pageCacheKey } from "@/server/page-cache-key";
import { createPageRenewal } from "@/server/page-renewal";
import { NO_COUNTRY, RENDERED_COUNTRY_HEADER } from "@/lib/server/http/request-cookies";

let server: http.Server;
let origin = "";
let renders = 0;
let renderMs = 0;
const seenCookies: (string | undefined)[] = [];
const failures: string[] = [];

// The stand-in app is slow to render; the server entry's order of checks (serve.ts answerFromApp) around it.
let cache: ReturnType<typeof createPageCache>;
let renewal: ReturnType<typeof createPageRenewal>;
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const key = pageCacheKey(req);
    if (key && !renewal.isRenewal(req) && (await cache.answer(key, req, res))) return;
    const context: { tags?: Set<string>; isPublicPage?: boolean } = {};
    if (key) cache.capture(key, req, res, context);
    renders += 1;
    seenCookies.push(req.headers.cookie);
    context.tags = new Set(["game:1", "countries"]);
    context.isPublicPage = true;
    await new Promise((r) => setTimeout(r, renderMs));
    res.setHeader("content-type", "text/html; charset=utf-8");
    // As proxy.ts does: the country the page is rendered for (the cache keeps a page only under its own country).
    res.setHeader(
      RENDERED_COUNTRY_HEADER,
      /country_id=(\d+)/.exec(req.headers.cookie ?? "")?.[1] ?? NO_COUNTRY,
    );
    res.end(`<html><p>render ${renders}</p></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  renewal = createPageRenewal({ port, hostname: "127.0.0.1" }, (url, err) =>
    failures.push(`${url}: ${err.message}`),
  );
  cache = createPageCache({ renew: renewal.renew });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string, headers: Record<string, string> = {}) => {
  const started = Date.now();
  const res = await fetch(`${origin}${path}`, { headers: { accept: "text/html", ...headers } });
  const body = await res.text();
  return { body, cache: res.headers.get("x-page-cache"), ms: Date.now() - started };
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

it("answers an old page from memory at once and renews it with one request of its own", async () => {
  const now = jest.spyOn(Date, "now");
  try {
    now.mockReturnValue(1_000_000);
    const cookie = "country_id=2";
    expect((await get("/games/1", { cookie })).cache).toBe("miss");
    expect(renders).toBe(1);
    renderMs = 300;
    now.mockReturnValue(1_000_000 + 5 * 60_000); // five lifetimes later, a quiet store's next visitor
    const [first, second] = await Promise.all([get("/games/1", { cookie }), get("/games/1", { cookie })]);
    expect([first.cache, second.cache]).toEqual(["stale", "stale"]);
    expect(first.body).toContain("render 1");
    expect(Math.max(first.ms, second.ms)).toBeLessThan(renderMs);
    await until(() => renders === 2);
    renderMs = 0;
    let renewed = await get("/games/1", { cookie });
    for (let i = 0; i < 50 && renewed.cache !== "hit"; i++) {
      expect(renewed.cache).toBe("stale"); // until the renewal is kept
      await new Promise((r) => setTimeout(r, 20));
      renewed = await get("/games/1", { cookie });
    }
    expect(renewed).toMatchObject({ cache: "hit", body: expect.stringContaining("render 2") });
    expect(renders).toBe(2); // one renewal for both visitors
    expect(seenCookies.at(-1)).toBe(cookie); // the same page: the visitor's country
    expect(failures).toEqual([]);
  } finally {
    now.mockRestore();
  }
});

it("never answers a changed page stale, and renders for no one who merely claims to be the renewal", async () => {
  expect((await get("/games/1")).cache).toMatch(/hit|miss/);
  cache.invalidate(["game:1"]);
  const before = renders;
  expect((await get("/games/1")).cache).toBe("miss");
  expect((await get("/games/1", { "x-page-cache-renewal": "guess" })).cache).toBe("hit");
  expect(renders).toBe(before + 1);
});
