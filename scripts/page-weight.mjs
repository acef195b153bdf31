// Page weight of the storefront's routes on a running store: the HTML, and the JavaScript a first visit loads (every
// <script src> of the page, gzip-compressed as nginx would send it), in KiB. `npm run bench` prints it; alone:
// node scripts/page-weight.mjs http://127.0.0.1:3000
import { gzipSync } from "node:zlib";

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The routes issue 13 names: home, every game page (one per kind and more), the gifts list, a gift, the products. */
export async function storefrontRoutes(origin) {
  const games = (await (await fetch(`${origin}/api/games/?limit=100`)).json()).results;
  const gift = (await (await fetch(`${origin}/api/gifts/?limit=1`)).json()).results[0];
  const product = (await (await fetch(`${origin}/api/products/?limit=1`)).json()).results[0];
  return [
    { name: "home", path: "/" },
    ...games.map((g) => ({ name: `game ${g.title}`, path: `/games/${g.id}` })),
    { name: "gifts", path: "/gifts" },
    ...(gift ? [{ name: "gift", path: `/gifts/detalis/${gift.id}` }] : []),
    { name: "products", path: "/products" },
    ...(product ? [{ name: "product", path: `/products/details/${product.id}` }] : []),
  ];
}

/** `routes` defaults to the storefront's; a baseline app passes its own. */
export async function measurePageWeight(origin, routes) {
  const rows = [];
  const chunkSize = new Map();
  for (const route of routes ?? (await storefrontRoutes(origin))) {
    const res = await fetch(`${origin}${route.path}`);
    const html = await res.text();
    // A nomodule script (Next's legacy polyfills) is skipped by every browser that runs modules: not first-load.
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
      .filter((m) => !/\snomodule(=|\s|>)/i.test(m[0]))
      .map((m) => m[1]);
    let js = 0;
    for (const src of new Set(scripts)) {
      if (!chunkSize.has(src)) {
        const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
        chunkSize.set(src, gzipSync(body).length);
      }
      js += chunkSize.get(src);
    }
    rows.push({
      route: route.name,
      path: route.path,
      status: res.status,
      "HTML KiB": kib(Buffer.byteLength(html)),
      "HTML gzip KiB": kib(gzipSync(html).length),
      scripts: new Set(scripts).size,
      "first-load JS gzip KiB": kib(js),
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measurePageWeight(process.argv[2] ?? "http://127.0.0.1:3000"));
}
