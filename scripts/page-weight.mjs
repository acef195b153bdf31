// Page weight of the storefront's routes on a running store: the HTML, and the JavaScript a first visit loads (every
// <script src> of the page), in KiB: gzip-compressed (level 6, the yardstick of issue 13's table), and as the server
// sends it to a browser that accepts brotli (server/static-brotli.ts). `npm run bench` prints it; alone:
// node scripts/page-weight.mjs http://127.0.0.1:3000
import http from "node:http";
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

/** The bytes on the wire of a GET of `url` by a browser that accepts gzip, brotli and zstd. */
function sentBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve({ bytes, encoding: res.headers["content-encoding"] }));
      })
      .on("error", reject);
  });
}

/** `routes` defaults to the storefront's; a baseline app passes its own. */
export async function measurePageWeight(origin, routes) {
  const rows = [];
  const chunkSize = new Map();
  const chunkSent = new Map();
  // A server that has not sent brotli for the first script after the wait never will (plain `next start`): its
  // other scripts are taken as they come, without waiting.
  let waitForBrotli = true;
  for (const route of routes ?? (await storefrontRoutes(origin))) {
    const res = await fetch(`${origin}${route.path}`);
    const html = await res.text();
    // A nomodule script (Next's legacy polyfills) is skipped by every browser that runs modules: not first-load.
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
      .filter((m) => !/\snomodule(=|\s|>)/i.test(m[0]))
      .map((m) => m[1]);
    let js = 0;
    let sent = 0;
    for (const src of new Set(scripts)) {
      if (!chunkSize.has(src)) {
        const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
        chunkSize.set(src, gzipSync(body).length);
        // The store compresses a file with brotli the first time it is asked for (gzip meanwhile): what visitors
        // get is the answer once that is done (a server without brotli, like plain `next start`, never gets there).
        let answer = await sentBytes(new URL(src, origin));
        for (let i = 0; waitForBrotli && i < 25 && answer.encoding !== "br"; i++) {
          await new Promise((r) => setTimeout(r, 200));
          answer = await sentBytes(new URL(src, origin));
        }
        if (answer.encoding !== "br") waitForBrotli = false;
        chunkSent.set(src, answer.bytes);
      }
      js += chunkSize.get(src);
      sent += chunkSent.get(src);
    }
    rows.push({
      route: route.name,
      path: route.path,
      status: res.status,
      "HTML KiB": kib(Buffer.byteLength(html)),
      "HTML gzip KiB": kib(gzipSync(html).length),
      scripts: new Set(scripts).size,
      "first-load JS gzip KiB": kib(js),
      "first-load JS as sent KiB": kib(sent),
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measurePageWeight(process.argv[2] ?? "http://127.0.0.1:3000"));
}
