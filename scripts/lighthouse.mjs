// Lighthouse performance of the storefront's routes on a running store (issue 13's table): mobile emulation and
// simulated throttling (Lighthouse's default), Debian's Chromium, the median of several runs per route.
// `npm run bench` prints it for the PGlite store; alone: node scripts/lighthouse.mjs http://127.0.0.1:3000 [--runs 3]
// Lighthouse 12, not 13: 13 needs Node 22.19 and the store supports Node 20 (DESIGN.md).
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { storefrontRoutes } from "./page-weight.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One route per kind of page: home, the first game of each kind, gifts, a gift, products, a product. */
async function routesToMeasure(origin) {
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

/** Median score and metrics of `runs` Lighthouse runs per route, one Chromium for all of them. */
export async function measureLighthouse(origin, { runs = 3, routes } = {}) {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-extensions",
    ],
  });
  try {
    const rows = [];
    for (const route of routes ?? (await routesToMeasure(origin))) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(`${origin}${route.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
        });
      }
      rows.push({
        route: route.name,
        path: route.path,
        "score (98+)": median(results.map((r) => r.score)),
        "LCP s (<1.5)": Math.round(median(results.map((r) => r.lcp)) / 100) / 10,
        "CLS (<0.05)": Math.round(median(results.map((r) => r.cls)) * 1000) / 1000,
        "TBT ms (<100)": Math.round(median(results.map((r) => r.tbt))),
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--runs");
  const runs = i > 0 ? Number(process.argv[i + 1]) : 3;
  const origin = process.argv.find((a) => a.startsWith("http")) ?? "http://127.0.0.1:3000";
  console.log(`Lighthouse ${runs}× per route (mobile, simulated throttling), medians:`);
  console.table(await measureLighthouse(origin, { runs }));
}
