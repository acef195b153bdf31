// Lighthouse performance of the storefront's routes on a running store (issue 13's table, issue 26's targets): mobile
// emulation and simulated throttling (Lighthouse's default), Debian's Chromium, the median of several runs per route.
// Side by side: several sites (the store, the empty App Router page; on loopback or behind nginx) are measured in one
// Chromium, round-robin (run 1 of every route, then run 2 of every route...), so a drift in the machine's load
// favours no route. `npm run bench` prints it (scripts/bench-paint.mjs); alone:
// node scripts/lighthouse.mjs http://127.0.0.1:3000 [--runs 3]
// Lighthouse 12, not 13: 13 needs Node 22.19 and the store supports Node 20 (DESIGN.md).
import http from "node:http";
import https from "node:https";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { storefrontRoutes } from "./page-weight.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Asks for the page as a first-time visitor's browser does (a document, no cookies) just before Lighthouse loads it,
 * and answers the store's page-cache state of that answer (`x-page-cache`: hit, stale, miss, pass; "" where there is no
 * page cache, as on the empty page). A storefront page in a selling store is asked for every few seconds, so it is
 * measured as phones get it: from the cache, once that request has filled it. The state is printed beside the run.
 */
function pageCacheStateOf(url, { insecure = false } = {}) {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve) => {
    const req = client.get(
      url,
      { agent: false, rejectUnauthorized: !insecure, headers: { accept: "text/html" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(String(res.headers["x-page-cache"] ?? "")));
      },
    );
    req.on("error", () => resolve("error"));
  });
}

/** One route per kind of page: home, the first game of each kind, gifts, a gift, products, a product. */
export async function routesToMeasure(origin) {
  const routes = await storefrontRoutes(origin);
  const games = (await (await fetch(`${origin}/api/games/?limit=100`)).json()).results;
  // The list calls every game "Game"; the detail names its kind (PUBG, Standoff, Steam, supply channel).
  const kinds = new Map();
  for (const g of games) {
    const { resourcetype } = await (await fetch(`${origin}/api/games/${g.id}/`)).json();
    if (!kinds.has(resourcetype)) kinds.set(resourcetype, `/games/${g.id}`);
  }
  const firstOfKind = new Set(kinds.values());
  return routes.filter((r) => !r.path.startsWith("/games/") || firstOfKind.has(r.path));
}

/**
 * Median score, LCP, CLS and TBT of `runs` Lighthouse runs of every route of every site, round-robin in one
 * Chromium. `sites`: [{ label, origin, routes }]; `insecure`: accept a self-signed certificate (the bench's nginx).
 * Answers one row per site and route, in the order given, with every run's LCP for the record.
 */
export async function measureLighthouseSideBySide(sites, { runs = 3, insecure = false } = {}) {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-extensions",
      ...(insecure ? ["--ignore-certificate-errors"] : []),
    ],
  });
  const jobs = sites.flatMap((site) => site.routes.map((route) => ({ site, route, results: [] })));
  try {
    for (let i = 0; i < runs; i++) {
      for (const job of jobs) {
        const cache = await pageCacheStateOf(`${job.site.origin}${job.route.path}`, { insecure });
        const { lhr } = await lighthouse(`${job.site.origin}${job.route.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        job.results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          fcp: lhr.audits["first-contentful-paint"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          protocol: mainDocumentProtocol(lhr),
          cache,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return jobs.map(({ site, route, results }) => ({
    site: site.label,
    route: route.name,
    path: route.path,
    protocol: results[0]?.protocol ?? "",
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcp)),
    fcpMs: median(results.map((r) => r.fcp)),
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbt)),
    lcpRunsMs: results.map((r) => Math.round(r.lcp)),
    cacheBeforeRuns: results.map((r) => r.cache || "-"),
  }));
}

/** The protocol the page itself came over (http/1.1, h2), from Lighthouse's network requests. */
function mainDocumentProtocol(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const doc = items.find((item) => item.resourceType === "Document");
  return doc?.protocol ?? "";
}

/** The former single-site form: median score and metrics of `runs` runs per route. */
export async function measureLighthouse(origin, { runs = 3, routes, insecure = false } = {}) {
  const rows = await measureLighthouseSideBySide(
    [{ label: origin, origin, routes: routes ?? (await routesToMeasure(origin)) }],
    { runs, insecure },
  );
  return rows.map((r) => ({
    route: r.route,
    path: r.path,
    "score (98+)": r.score,
    "LCP s": Math.round(r.lcpMs / 100) / 10,
    "CLS (<0.05)": Math.round(r.cls * 1000) / 1000,
    "TBT ms (<100)": Math.round(r.tbtMs),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--runs");
  const runs = i > 0 ? Number(process.argv[i + 1]) : 3;
  const origin = process.argv.find((a) => /^https?:/.test(a)) ?? "http://127.0.0.1:3000";
  console.log(`Lighthouse ${runs}× per route (mobile, simulated throttling), medians:`);
  console.table(await measureLighthouse(origin, { runs, insecure: origin.startsWith("https:") }));
}
