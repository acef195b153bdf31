// The sale scenario of `npm run bench` (issue 26): the catalogue pages loaded (wrk, else autocannon:
// scripts/bench-wrk.mjs), first quiet, then while
// guests buy and pay through the sandbox at a set rate (a supply-channel line each: the sandbox provider never runs
// out), side by side in one run: req/s, p99 and the page cache's hit share (its own counter,
// store_page_cache_answers_total, read from /metrics before and after each phase), and the CPU one purchase costs the
// store's processes, measured first with no page load (/proc/<pid>/stat). A sale must not slow the pages:
// a purchase changes the live feed (an island with its own answer), never a cached page.
// On PGlite, and on PostgreSQL with `databaseUrl` (a throw-away database made there, dropped after); on PostgreSQL
// also as deploy/ runs it (`workerProcess`): the web process with WORKER=off and the job worker in a process of its
// own (`node dist/worker.cjs`, as game-store-worker.service starts it), so the deliveries and e-mails
// of the purchases are not worked off on the thread that answers the pages.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cpuSecondsOf, generate, generatorName, untilIdle } from "./bench-wrk.mjs";
import { workerArgs } from "./lib/server-node-flags.mjs";
import { spawnStore } from "./lib/spawn-store.mjs";
import { freshDatabase } from "./lib/fresh-database.mjs";
import { buyAsGuest, supplyProduct } from "./lib/sandbox-shopper.mjs";

const PAGES = ["/", "/games/1", "/gifts"];
const TOKEN = "bench-sale-metrics";

const load = (url, { duration, connections }) =>
  generate(url, { duration, connections, headers: { accept: "text/html" } });

async function pageCacheCounts(origin) {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const counts = { hit: 0, stale: 0, miss: 0 };
  for (const m of text.matchAll(/^store_page_cache_answers_total\{result="(\w+)"\} (\d+)/gm))
    counts[m[1]] = Number(m[2]);
  return counts;
}

/** Starts purchases at `rate` per second until stopped; answers how many were paid. */
function startSale(origin, productId, rate) {
  let n = 0;
  let paid = 0;
  const inFlight = new Set();
  const timer = setInterval(() => {
    n += 1;
    const p = buyAsGuest(origin, productId, {
      email: `sale${n}@example.org`,
      playerId: `7${String(n).padStart(6, "0")}5`,
    }).then((purchase) => purchase.step === "paid" && (paid += 1));
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  }, 1000 / rate);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { started: n, paid };
    },
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The CPU one purchase costs the processes in `pids` (the store, and its worker process if any): `count` purchases
 * at `rate` per second with no page load, until every job is done, less what the same processes spend idle over
 * the same time (pg-boss's polling). Milliseconds per purchase.
 */
async function cpuPerPurchase(origin, productId, rate, pids, count) {
  const cpu = () => pids.reduce((sum, pid) => sum + (cpuSecondsOf(pid) ?? 0), 0);
  for (const pid of pids) await untilIdle(pid);
  const idleFrom = cpu();
  await sleep(3000);
  const idlePerMs = (cpu() - idleFrom) / 3000;
  const started = Date.now();
  const from = cpu();
  const sale = startSale(origin, productId, rate);
  await sleep((1000 * count) / rate);
  const { started: bought } = await sale.stop();
  await sleep(1000);
  for (const pid of pids) await untilIdle(pid);
  const spent = cpu() - from - idlePerMs * (Date.now() - started);
  return (1000 * spent) / bought;
}

const share = (before, after) => {
  const d = (k) => after[k] - before[k];
  const total = d("hit") + d("stale") + d("miss");
  return total ? (d("hit") + d("stale")) / total : 0;
};

/** The job worker as deploy/systemd/game-store-worker.service runs it; `stop()` sends SIGTERM and waits for its exit. */
function spawnWorker(env) {
  const worker = spawn(process.execPath, workerArgs(), { env, stdio: "ignore" });
  const exited = new Promise((resolve) => worker.once("exit", resolve));
  return {
    pid: worker.pid,
    stop: async () => {
      if (worker.exitCode === null && worker.signalCode === null) worker.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Runs the scenario on a store of its own (demo data) on `port`: PGlite, or PostgreSQL when `databaseUrl` names a
 * server (with `workerProcess`, its jobs in a worker process beside it); answers the rows (and prints them unless
 * `quiet`).
 */
export async function benchSale({
  port,
  duration = 10,
  connections = 50,
  rate = 5,
  quiet = false,
  databaseUrl,
  workerProcess = false,
}) {
  if (workerProcess && !databaseUrl) throw new Error("a worker process needs PostgreSQL (databaseUrl)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-bench-sale-"));
  // The access log at info, as in production.
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "info", METRICS_TOKEN: TOKEN };
  delete env.DATABASE_URL;
  const engine = databaseUrl ? (workerProcess ? "PostgreSQL, worker process" : "PostgreSQL") : "PGlite";
  const database = databaseUrl
    ? await freshDatabase(databaseUrl, `store_bench_sale_${process.pid}`)
    : undefined;
  if (database) env.DATABASE_URL = database.url;
  const store = spawnStore({ port, env: workerProcess ? { ...env, WORKER: "off" } : env });
  // Its own data directory: only the outbox's files are kept there on PostgreSQL.
  const workerDir = workerProcess ? mkdtempSync(path.join(tmpdir(), "store-bench-worker-")) : null;
  const worker = workerDir ? spawnWorker({ ...env, DATA_DIR: workerDir }) : null;
  let purchaseCpuMs = NaN;
  const { app, origin } = store;
  const rows = [];
  try {
    await store.ready();
    await untilIdle(app.pid); // its start-up's jobs done: the quiet phase is quiet
    const productId = await supplyProduct(origin);
    // Warm the purchase path first (the code compiled), then measure what a purchase costs alone.
    await cpuPerPurchase(origin, productId, rate, [app.pid], 2 * rate);
    purchaseCpuMs = await cpuPerPurchase(
      origin,
      productId,
      rate,
      [app.pid, ...(worker ? [worker.pid] : [])],
      4 * rate,
    );
    for (const page of PAGES) {
      const url = `${origin}${page}`;
      await load(url, { duration: 2, connections }); // warm-up: the page rendered and kept
      let before = await pageCacheCounts(origin);
      const quiet = await load(url, { duration, connections });
      const quietShare = share(before, await pageCacheCounts(origin));
      before = await pageCacheCounts(origin);
      const sale = startSale(origin, productId, rate);
      const busy = await load(url, { duration, connections });
      const orders = await sale.stop();
      const saleShare = share(before, await pageCacheCounts(origin));
      rows.push({
        engine,
        page,
        quietRps: Math.round(quiet.rps),
        quietP99: quiet.p99,
        saleRps: Math.round(busy.rps),
        saleP99: busy.p99,
        ratio: busy.rps / quiet.rps,
        quietShare,
        saleShare,
        paidPerSecond: orders.paid / duration,
        purchaseCpuMs,
        errors: quiet.errors + busy.errors,
      });
    }
  } finally {
    await store.stop();
    await worker?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (workerDir) rmSync(workerDir, { recursive: true, force: true });
  }
  if (!quiet) printSaleTable(rows, { duration, connections, rate });
  return rows;
}

export function printSaleTable(rows, { duration, connections, rate }) {
  console.log(
    `\nSale: pages quiet, then while guests pay ${rate} orders/s in the sandbox (${generatorName({ connections })}, ` +
      `${duration} s each)`,
  );
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      page: r.page,
      "quiet req/s": r.quietRps,
      "quiet p99 ms": Math.round(r.quietP99),
      "sale req/s": r.saleRps,
      "sale p99 ms": Math.round(r.saleP99),
      "sale/quiet": r.ratio.toFixed(2),
      "hit share quiet": r.quietShare.toFixed(3),
      "hit share sale": r.saleShare.toFixed(3),
      "paid/s": r.paidPerSecond.toFixed(1),
      "CPU ms/purchase": Math.round(r.purchaseCpuMs),
      "errors+non2xx": r.errors,
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  await benchSale({
    port: arg("port", 3330),
    duration: arg("duration", 10),
    connections: arg("connections", 50),
    rate: arg("rate", 5),
    databaseUrl:
      process.argv.includes("--postgres") || process.argv.includes("--worker-process")
        ? process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
        : undefined,
    workerProcess: process.argv.includes("--worker-process"),
  });
}
