// First paint of `npm run bench` (issue 26): each storefront route beside the empty App Router page built with the
// same Next.js and React (scripts/empty-next-app.mjs), in the same run:
// 1. first-load JS, gzip (scripts/page-weight.mjs), and how far each route is above the empty page (target: 10 KiB);
// 2. Lighthouse mobile (scripts/lighthouse.mjs): score, LCP, CLS, TBT, the LCP beside the empty page's (target:
//    within 0.3 s; score 98+, CLS < 0.05, TBT < 100 ms), measured twice: on loopback (plain HTTP/1.1) and through
//    deploy/nginx/game-store.conf with TLS and HTTP/2 (scripts/lib/local-nginx.mjs renders it; a self-signed
//    certificate from scripts/lib/self-signed-certificate.mjs), which is what phones get. The empty page goes
//    through its own copy of the same nginx site, so both sides pay the same TLS and proxy hop;
// 3. the browser's main thread after first paint (scripts/main-thread.mjs), each route beside the empty page: what
//    Lighthouse's blocking time is made of, steadier than Lighthouse's own runs on a shared machine.
// bench.mjs calls benchPaint() with its running store; alone, against a store already running:
// node scripts/bench-paint.mjs http://127.0.0.1:3000 [--runs 3] [--port 3340] [--no-lighthouse] [--no-nginx]
// [--no-main-thread]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEmptyNextApp } from "./empty-next-app.mjs";
import { writeLocalNginx } from "./lib/local-nginx.mjs";
import { selfSignedCertificate } from "./lib/self-signed-certificate.mjs";
import { measureLighthouseSideBySide, routesToMeasure } from "./lighthouse.mjs";
import { measureMainThread } from "./main-thread.mjs";
import { measurePageWeight } from "./page-weight.mjs";
import { PAINT_TARGETS, paintBudgetsBeside } from "./lib/paint-budgets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
const EMPTY = "empty App Router page";
const STORE = "store";
const round1 = (x) => Math.round(x * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port's HTTPS answer through nginx (the certificate is the bench's own). */
async function waitForTls(port, ms = 15_000) {
  const { request } = await import("node:https");
  const deadline = Date.now() + ms;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/",
          servername: "localhost",
          headers: { host: "localhost" },
          rejectUnauthorized: false, // the bench's own self-signed certificate
        },
        (res) => {
          res.resume();
          resolve(res.statusCode < 500);
        },
      );
      req.setTimeout(5_000, () => req.destroy());
      req.on("error", () => resolve(false));
      req.end();
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nginx on ${port} did not answer over TLS`);
    await sleep(200);
  }
}

/**
 * deploy/'s nginx site in front of `upstreamPort`, TLS (HTTP/2) on `httpsPort` with `certificate`; the shop's
 * name is `localhost`, so Chromium's SNI matches and the default server's handshake refusal does not apply.
 */
async function startNginx({ upstreamPort, httpPort, httpsPort, certificate }) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-paint-nginx-"));
  const site = readFileSync(path.join(root, "deploy/nginx/game-store.conf"), "utf8");
  const conf = writeLocalNginx(dir, site, {
    port: httpPort,
    upstreamPorts: [upstreamPort],
    serverName: "localhost",
    https: { port: httpsPort, ...certificate },
  });
  const proc = spawn(NGINX, ["-c", conf, "-p", dir, "-g", "daemon off;"], { stdio: "ignore" });
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForTls(httpsPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `https://localhost:${httpsPort}`, stop };
}

/** Page weight rows with the distance to the empty page. */
function weightRows(empty, store) {
  const floor = empty[0]["first-load JS gzip KiB"];
  return [...empty, ...store].map((row, i) => {
    const over = round1(row["first-load JS gzip KiB"] - floor);
    return {
      route: row.route,
      path: row.path,
      status: row.status,
      "HTML gzip KiB": row["HTML gzip KiB"],
      scripts: row.scripts,
      "first-load JS gzip KiB": row["first-load JS gzip KiB"],
      "as sent KiB": row["first-load JS as sent KiB"],
      "vs empty KiB": i === 0 ? "" : `+${over}`,
      [`≤ +${PAINT_TARGETS.jsOverEmptyKiB}`]:
        i === 0 ? "" : over <= PAINT_TARGETS.jsOverEmptyKiB ? "yes" : "NO",
    };
  });
}

/** Lighthouse rows of one transport with the LCP beside the empty page's and each target's verdict. */
function lighthouseRows(rows, transport) {
  const empty = rows.find((r) => r.site === EMPTY);
  const t = { ...PAINT_TARGETS, ...paintBudgetsBeside(empty) };
  return rows.map((r) => {
    const isEmpty = r === empty;
    const overMs = Math.round(r.lcpMs - empty.lcpMs);
    const misses = isEmpty
      ? []
      : [
          r.score < t.score && "score",
          overMs > t.lcpOverEmptyMs && "LCP",
          r.cls >= t.cls && "CLS",
          r.tbtMs >= t.tbtMs && "TBT",
        ].filter(Boolean);
    return {
      transport,
      route: r.route,
      protocol: r.protocol,
      score: r.score,
      "LCP s": round1(r.lcpMs / 1000),
      "LCP vs empty ms": isEmpty ? "" : overMs >= 0 ? `+${overMs}` : String(overMs),
      CLS: Math.round(r.cls * 1000) / 1000,
      "TBT ms": Math.round(r.tbtMs),
      "LCP runs ms": r.lcpRunsMs.join("/"),
      // The page cache's answer to the request made just before each run (scripts/lighthouse.mjs)
      "cache before runs": r.cacheBeforeRuns.join("/"),
      targets: isEmpty
        ? `(baseline; budgets: score ${t.score}+, TBT < ${t.tbtMs} ms)`
        : misses.length
          ? `miss: ${misses.join(", ")}`
          : "met",
    };
  });
}

/**
 * Measures the running store at `origin` beside the empty page (`emptyApp`, one startEmptyNextApp() already serving,
 * which the caller stops; else built and served on `port` here; nginx on the ports after `port`). Answers
 * { weight, lighthouse, load } rows for printPaint().
 */
export async function benchPaint({
  origin,
  port = 3340,
  runs = 3,
  lighthouse = true,
  nginx = Boolean(NGINX),
  mainThread = true,
  emptyApp,
} = {}) {
  const empty = emptyApp ?? (await startEmptyNextApp({ port }));
  const stops = emptyApp ? [] : [empty.stop];
  const loads = [loadavg()[0]];
  try {
    const storeRoutes = await routesToMeasure(origin);
    const weight = weightRows(
      await measurePageWeight(empty.origin, empty.routes),
      await measurePageWeight(origin),
    );
    // The browser's main thread after first paint (scripts/main-thread.mjs), each route beside the empty page: what
    // Lighthouse's blocking time is made of, without its network simulation, at least 5 loads per route.
    const pages = [
      ...empty.routes.map((route) => ({ route: EMPTY, url: `${empty.origin}${route.path}` })),
      ...storeRoutes.map((route) => ({ route: route.name, url: `${origin}${route.path}` })),
    ];
    const threads = mainThread
      ? (
          await measureMainThread(
            pages.map((p) => p.url),
            { runs: Math.max(runs, 5) },
          )
        ).map((row, i) => ({
          route: pages[i].route,
          ...row,
        }))
      : [];
    const rows = [];
    if (lighthouse) {
      const sites = (emptyOrigin, storeOrigin) => [
        { label: EMPTY, origin: emptyOrigin, routes: empty.routes },
        { label: STORE, origin: storeOrigin, routes: storeRoutes },
      ];
      const proxiedRows = async () => {
        const dir = mkdtempSync(path.join(tmpdir(), "bench-paint-tls-"));
        stops.push(async () => rmSync(dir, { recursive: true, force: true }));
        const certificate = selfSignedCertificate(dir);
        const storeProxy = await startNginx({
          upstreamPort: Number(new URL(origin).port),
          httpPort: port + 1,
          httpsPort: port + 2,
          certificate,
        });
        stops.push(storeProxy.stop);
        const emptyProxy = await startNginx({
          upstreamPort: Number(new URL(empty.origin).port),
          httpPort: port + 3,
          httpsPort: port + 4,
          certificate,
        });
        stops.push(emptyProxy.stop);
        const proxied = await measureLighthouseSideBySide(sites(emptyProxy.origin, storeProxy.origin), {
          runs,
          insecure: true,
        });
        return lighthouseRows(proxied, "nginx TLS HTTP/2");
      };
      const loopback = await measureLighthouseSideBySide(sites(empty.origin, origin), { runs });
      rows.push(...lighthouseRows(loopback, "loopback HTTP/1.1"));
      loads.push(loadavg()[0]);
      if (nginx) {
        try {
          rows.push(...(await proxiedRows()));
        } catch (error) {
          // The loopback figures still print; the reason the proxied ones are missing is said.
          console.error(`✖ Lighthouse behind nginx not measured: ${error.message}`);
        }
        loads.push(loadavg()[0]);
      }
    }
    return { weight, threads, lighthouse: rows, runs, load: loads.map((l) => l.toFixed(1)).join(" → ") };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

export function printPaint({ weight, threads = [], lighthouse, runs, load }) {
  console.log(
    `\nFirst-load JS: every <script src> of the page, gzip, beside ${EMPTY} (same Next.js and React; ` +
      `target: within ${PAINT_TARGETS.jsOverEmptyKiB} KiB)`,
  );
  console.table(weight);
  if (threads.length) {
    console.log(
      `\nBrowser main thread after first contentful paint (scripts/main-thread.mjs: Chromium's trace, phone viewport, ` +
        `medians of round-robin loads; "blocking at 4x" counts blocking time as Lighthouse does on a CPU four times ` +
        `slower, without its network simulation), beside ${EMPTY}`,
    );
    console.table(threads);
  }
  if (lighthouse.length) {
    console.log(
      `\nLighthouse mobile (simulated throttling, Debian's Chromium), medians of ${runs} round-robin runs, ` +
        `side by side with ${EMPTY}; targets: LCP within ${PAINT_TARGETS.lcpOverEmptyMs} ms of it, score ` +
        `${PAINT_TARGETS.score}+, CLS < ${PAINT_TARGETS.cls}, TBT < ${PAINT_TARGETS.tbtMs} ms (score and TBT re-set ` +
        `beside the empty page where it is itself below them: see the baseline rows); load average ${load}`,
    );
    console.table(lighthouse);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const origin = process.argv.find((a) => /^https?:/.test(a)) ?? "http://127.0.0.1:3000";
  printPaint(
    await benchPaint({
      origin,
      port: arg("port", 3340),
      runs: arg("runs", 3),
      lighthouse: !process.argv.includes("--no-lighthouse"),
      nginx: Boolean(NGINX) && !process.argv.includes("--no-nginx"),
      mainThread: !process.argv.includes("--no-main-thread"),
    }),
  );
}
