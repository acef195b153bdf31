// Does inlining a cached page's CSS (server/inline-critical-css.ts) help its first paint? Two stores built from
// the same build, one with PAGE_CACHE_INLINE_CSS on and one with it off (each on its own embedded database), and the
// empty App Router page, measured by Lighthouse round-robin in one Chromium on loopback: FCP, LCP, TBT and score per
// route, side by side. Run on a quiet machine after `npm run build`:
// node scripts/bench-inline-css.mjs [--runs 3] [--port 3360]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmptyNextApp } from "./empty-next-app.mjs";
import { measureLighthouseSideBySide } from "./lighthouse.mjs";
import { spawnStore } from "./lib/spawn-store.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg("runs", 3);
const port = arg("port", 3360);
const ROUTES = [
  { name: "home", path: "/" },
  { name: "game", path: "/games/1" },
  { name: "gifts", path: "/gifts" },
];

/** A store on `storePort` with inlined CSS `mode` ("on"/"off"), on a fresh embedded database; answers its stop. */
async function startStore(storePort, mode) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-inline-${mode}-`));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", PAGE_CACHE_INLINE_CSS: mode };
  delete env.DATABASE_URL;
  const store = spawnStore({ port: storePort, env });
  await store.ready();
  const { origin } = store;
  // Kept by the page cache before Lighthouse comes: every measured load is a cached page.
  for (const route of ROUTES)
    for (let i = 0; i < 2; i++) await fetch(`${origin}${route.path}`, { headers: { accept: "text/html" } });
  return {
    origin,
    stop: async () => {
      await store.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const empty = await startEmptyNextApp({ port });
const on = await startStore(port + 1, "on");
const off = await startStore(port + 2, "off");
try {
  const rows = await measureLighthouseSideBySide(
    [
      { label: "empty App Router page", origin: empty.origin, routes: empty.routes },
      { label: "inlined CSS", origin: on.origin, routes: ROUTES },
      { label: "linked CSS", origin: off.origin, routes: ROUTES },
    ],
    { runs },
  );
  console.log(
    `Cached pages with inlined vs linked CSS, Lighthouse mobile, medians of ${runs} round-robin runs`,
  );
  console.table(
    rows.map((r) => ({
      site: r.site,
      route: r.route,
      score: r.score,
      "FCP ms": Math.round(r.fcpMs),
      "LCP ms": Math.round(r.lcpMs),
      "TBT ms": Math.round(r.tbtMs),
      "LCP runs ms": r.lcpRunsMs.join("/"),
    })),
  );
} finally {
  await off.stop();
  await on.stop();
  await empty.stop();
}
