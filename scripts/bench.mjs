// `npm run bench`: load the store on loopback, each target beside a baseline measured in the same run.
// Quiet pages and lists (/, /games/1, /gifts, /api/games/, a gifts search, Next's own /robots.txt): loaded with wrk
// (2 threads; autocannon when wrk is not installed, which the table says) beside a bare node:http server answering
// the very same status, header lines and body from memory: the bare figure is the generator's ceiling
// (scripts/bench-wrk.mjs). Then orders created through the API (POST /api/orders/pubg/ as guests, autocannon, after
// 20 s of warm-up whose rate is printed too; 3 s for each baseline) beside a bare server answering the same 201 and
// an empty App Router route handler reading the same body (the framework's floor, scripts/empty-next-app.mjs), with
// a count of the rows afterwards, so an order answered 201 but never stored would show. On PGlite, and also on
// PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server: the run uses a throw-away database
// there, dropped after. The store logs each request at info, as in production. Order creation is not rate-limited
// (only sign-in and promo-code attempts are).
// `--profile` runs the store under `node --cpu-prof` and prints its top self-time functions (scripts/bench-profile.mjs).
// The store runs under our server entry (server/serve.ts); a side-by-side run against plain `next start` on the
// same database shows what the entry costs (--entry-only runs just that, --no-entry skips it).
// Page weight of the storefront's routes (scripts/page-weight.mjs): HTML and first-load JavaScript, gzip; their
// Lighthouse performance on a phone (scripts/lighthouse.mjs, --no-lighthouse skips it); both beside an empty App
// Router page built with the same Next.js and React (scripts/empty-next-app.mjs), the framework's own floor.
// Fulfilment: paid sandbox lines delivered per second and paid -> done times, on each engine (--no-fulfilment skips).
// Scale-out: 1 vs 3 instances behind nginx (scripts/bench-cluster.mjs); the console dashboard's queries on 100,000
// generated orders (scripts/bench-dashboard.mjs); both need PostgreSQL. The sale (scripts/bench-sale.mjs): the
// catalogue pages quiet and while guests pay orders at --sale-rate per second, with the page cache's hit share, on
// each engine.
// Usage: npm run bench [-- --duration 10 --connections 50 --port 3310 --pages-only --orders-only --profile
// --entry-only --no-entry --no-fulfilment --fulfilment-only --no-cluster --no-dashboard --no-lighthouse --no-main-thread --no-sale
// --sale-only --sale-rate 5 --postgres-only --keep-profile]. Ports: --port N and up to N+20.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, ensureDependencies, ensureServerBuild, runCompiled } from "./ensure.mjs";
import { freshDatabase } from "./lib/fresh-database.mjs";
import { benchPaint, printPaint } from "./bench-paint.mjs";
import { startEmptyNextApp } from "./empty-next-app.mjs";
import { serverArgs } from "./lib/server-node-flags.mjs";
import { benchCluster, printClusterTable } from "./bench-cluster.mjs";
import { benchSale, printSaleTable } from "./bench-sale.mjs";
import { buyAsGuest, supplyProduct } from "./lib/sandbox-shopper.mjs";
import { benchAgainstBare, generatorName, startBareServer, untilIdle } from "./bench-wrk.mjs";
import { mainThreadProfileIn, monotonicUs, printTopSelfTime } from "./bench-profile.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg("duration", 10);
const connections = arg("connections", 50);
const appPort = arg("port", 3310);
const basePort = appPort + 1;
const nextBin = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  "../node_modules/next/dist/bin/next",
);
const ORDER_PATH = "/api/orders/pubg/";
/** Seconds of order load before the measured one (its rate is printed apart), and before each baseline's. */
const ORDER_WARM_UP_SECONDS = 20;
const BASELINE_WARM_UP_SECONDS = 3;

/** The quiet pages and lists (issue 26), each beside a bare node:http server answering the same bytes. */
const targets = [
  { name: "home page /", path: "/", headers: { accept: "text/html" } },
  { name: "game page /games/1", path: "/games/1", headers: { accept: "text/html" } },
  { name: "gifts page /gifts", path: "/gifts", headers: { accept: "text/html" } },
  { name: "GET /api/games/", path: "/api/games/" },
  { name: "GET /api/gifts/?search=…", path: "/api/gifts/?search=%D0%B8%D0%B3%D1%80%D0%B0" },
  // Next's own trivial route, with nothing of ours in it but the entry (issue 13's yardstick).
  { name: "GET /robots.txt (Next's own)", path: "/robots.txt" },
];
const isPagesOnly = process.argv.includes("--pages-only");
const isOrdersOnly = process.argv.includes("--orders-only");
/** `--profile`: the store runs under `node --cpu-prof`; its top self-time functions are printed after each run. */
const isProfiled = process.argv.includes("--profile");
/** title -> the spans (µs, monotonic) a profiled load of the store ran in: the profile is summarised over them. */
const profileWindows = new Map();
/** Runs `loadIt` and notes its span under `title` for the profile's summary. */
async function profiled(title, loadIt) {
  const fromUs = monotonicUs();
  try {
    return await loadIt();
  } finally {
    if (isProfiled) {
      if (!profileWindows.has(title)) profileWindows.set(title, []);
      profileWindows.get(title).push({ fromUs, toUs: monotonicUs() });
    }
  }
}

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

const load = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );

/** The empty App Router app (scripts/empty-next-app.mjs), built once per run on port N+19, stopped at the end. */
let emptyApp;
const emptyNextApp = () => (emptyApp ??= startEmptyNextApp({ port: appPort + 19 }));

/**
 * The engine's database made ready for a run (prepare-db: migrations and the seed): on PostgreSQL a throw-away
 * database on the bench server, named after this process, put in env.DATABASE_URL. Answers how to drop it.
 */
async function prepareEngineDatabase(engine, env) {
  let drop = async () => {};
  if (engine.baseUrl) {
    const created = await freshDatabase(engine.baseUrl, `store_bench_${process.pid}`);
    drop = created.drop;
    env.DATABASE_URL = created.url;
  }
  runCompiled("prepare-db", { env });
  return drop;
}

/** Ids of the orders stored after `afterId`, read straight from the database once the app has stopped. */
async function storedOrderIds(env, afterId) {
  const sql = "select id from orders where id > $1";
  if (env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(sql, [afterId])).rows.map((r) => Number(r.id));
    } finally {
      await c.end();
    }
  }
  // PGlite is one process's files: only now that the server is gone may this one open them.
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(env.DATA_DIR, "pglite"));
  try {
    return (await db.query(sql, [afterId])).rows.map((r) => Number(r.id));
  } finally {
    await db.close();
  }
}

/**
 * Starts the store under our entry ("serve") or plain `next start` ("next") and returns its stop. With `profileDir`
 * the process runs under `node --cpu-prof` and writes its profile there when it stops.
 */
function startApp(env, entry = "serve", { profileDir } = {}) {
  const profile = profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [];
  const args =
    entry === "next"
      ? [nextBin, "start", "-p", String(appPort), "-H", "127.0.0.1"]
      : [...profile, ...serverArgs(appPort)];
  const app = spawn(process.execPath, args, { env, stdio: "ignore", detached: true });
  const exited = new Promise((resolve) => app.once("exit", resolve));
  return {
    pid: app.pid,
    stop: async () => {
      if (app.exitCode !== null || app.signalCode !== null) return;
      process.kill(-app.pid, "SIGTERM");
      const killed = setTimeout(() => process.kill(-app.pid, "SIGKILL"), 15_000);
      await exited;
      clearTimeout(killed);
      // Give the group time to release the database (`next start` has no lock-aware shutdown of its own).
      await new Promise((r) => setTimeout(r, 1000));
      const file = profileDir && mainThreadProfileIn(profileDir);
      if (file) for (const [title, windows] of profileWindows) printTopSelfTime(file, { title, windows });
    },
  };
}

/** The same targets under `next start` and under server/serve.ts, one after the other on one database. */
async function benchEntry() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-bench-entry-"));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.DATABASE_URL;
  const entryTargets = [{ name: "GET /robots.txt (Next's own)", path: "/robots.txt" }, targets[0]];
  const origin = `http://127.0.0.1:${appPort}`;
  const measured = {};
  try {
    runCompiled("prepare-db", { env });
    // Three times each, alternating, medians: a drift in the machine's load favours neither side.
    for (const entry of ["next", "serve", "next", "serve", "next", "serve"]) {
      const app = startApp(env, entry);
      try {
        await waitFor(`${origin}/api/build/`);
        for (const t of entryTargets) {
          await fetch(`${origin}${t.path}`); // warm
          const res = await load({ url: `${origin}${t.path}` });
          const m = (measured[`${entry} ${t.path}`] ??= { reqs: [], p99: [] });
          m.reqs.push(res.requests.average);
          m.p99.push(res.latency.p99);
        }
      } finally {
        await app.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return entryTargets.map((t) => {
    const next = measured[`next ${t.path}`];
    const ours = measured[`serve ${t.path}`];
    return {
      target: t.name,
      "next start req/s": Math.round(median(next.reqs)),
      "next start p99 ms": median(next.p99),
      "serve.ts req/s": Math.round(median(ours.reqs)),
      "serve.ts p99 ms": median(ours.p99),
      "req/s ratio": (median(ours.reqs) / median(next.reqs)).toFixed(3),
      runs: `${next.reqs.map(Math.round).join("/")} vs ${ours.reqs.map(Math.round).join("/")}`,
    };
  });
}

/** A guest order of the smallest quantity of an active product of the first open PUBG game in the seed. */
async function pubgOrderBody(origin) {
  const { results } = await (await fetch(`${origin}/api/games/?limit=100`)).json();
  for (const game of results) {
    if (game.is_auth_required) continue;
    const product = game.products.find((p) => p.resourcetype === "PUBGProduct" && p.is_active);
    if (product) {
      return JSON.stringify({
        products: [{ product_id: product.id, quantity: Math.max(1, product.min_quantity) }],
        email: "bench@example.com",
      });
    }
  }
  throw new Error("the seed has no active PUBG product open to guests");
}

/** The probe order's 201 as the bare server answers it: the same status, header lines and body. */
function recordedOrderAnswer(probe, text) {
  const headers = [];
  for (const [name, value] of probe.headers)
    if (
      !["date", "connection", "keep-alive", "content-length", "transfer-encoding", "set-cookie"].includes(
        name,
      )
    )
      headers.push(name, value);
  for (const cookie of probe.headers.getSetCookie()) headers.push("set-cookie", cookie);
  return { status: probe.status, headers, body: Buffer.from(text) };
}

/**
 * One engine: the quiet pages and lists against a bare server (wrk), the page weight and Lighthouse (PGlite only),
 * then guest orders created under load against a bare server answering the same 201, with the rows counted after.
 */
async function benchEngine(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-bench-"));
  // The access log at info, as in production: one line per answer is part of what an answer costs.
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "info", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.DATABASE_URL;
  const profileDir = isProfiled ? mkdtempSync(path.join(tmpdir(), "store-bench-profile-")) : undefined;
  let dropDatabase = async () => {};
  let app;
  let baseline;
  try {
    dropDatabase = await prepareEngineDatabase(engine, env);
    app = startApp(env, "serve", { profileDir });
    const origin = `http://127.0.0.1:${appPort}`;
    await waitFor(`${origin}/api/build/`);
    // The seed's queued jobs run first: measured answers are the store's, not its start-up's.
    const waited = await untilIdle(app.pid);
    console.log(
      `• ${engine.name}: the store was idle ${(waited / 1000).toFixed(0)} s after it started listening`,
    );

    profileWindows.clear();
    const catalogue = isOrdersOnly
      ? []
      : await benchAgainstBare({
          origin,
          barePort: basePort,
          targets,
          duration,
          connections,
          label: engine.name,
          // Only the store's own loads: the profile is not diluted by its idle time while the bare server runs.
          loadStore: (loadIt) => profiled(`answering the quiet pages and lists (${engine.name})`, loadIt),
        });
    // First paint beside the empty App Router page, loopback and behind nginx TLS/HTTP2 (scripts/bench-paint.mjs).
    const paint =
      engine.baseUrl || isPagesOnly || isOrdersOnly
        ? null
        : await benchPaint({
            origin,
            port: appPort + 30,
            lighthouse: !process.argv.includes("--no-lighthouse"),
            mainThread: !process.argv.includes("--no-main-thread"),
            // The same empty app as the order floor's: built once per run.
            emptyApp: await emptyNextApp(),
          });
    if (isPagesOnly) return { catalogue, paint };

    const orderBody = await pubgOrderBody(origin);
    const orderHeaders = { "content-type": "application/json", accept: "application/json" };
    // autocannon takes the path from the URL (a `path` option is ignored: it then loads "/").
    const orderLoad = (url, more = {}) =>
      load({ url, method: "POST", headers: orderHeaders, body: orderBody, ...more });
    /** A baseline's load: one that answered errors measured something else, so the run stops rather than print it. */
    const baselineLoad = async (url, more) => {
      const res = await orderLoad(url, more);
      if (res.non2xx || res.errors)
        throw new Error(`${url} answered ${res.non2xx} non-2xx, ${res.errors} errors`);
      return res;
    };
    // Warm-up, as for the pages: the first seconds of a fresh process compile the order path (measured on
    // PostgreSQL: 170-220 created/s in a process's first 10 s, 260-376 in the next 20). Its rate is printed too. Its
    // orders come before the probe, so the count of rows below starts after them; the pause lets the requests cut
    // at its stop finish first.
    const warm = await orderLoad(`${origin}${ORDER_PATH}`, { duration: ORDER_WARM_UP_SECONDS });
    await new Promise((r) => setTimeout(r, 1000));
    const probe = await fetch(`${origin}${ORDER_PATH}`, {
      method: "POST",
      headers: orderHeaders,
      body: orderBody,
    });
    const probeText = await probe.text();
    if (probe.status !== 201)
      throw new Error(`probe order answered ${probe.status}: ${probeText.slice(0, 300)}`);
    const probeId = JSON.parse(probeText).id;
    baseline = await startBareServer(
      basePort,
      new Map([[`POST ${ORDER_PATH}`, recordedOrderAnswer(probe, probeText)]]),
    );

    // Every 201 the client reads names the order it acknowledged; those ids are checked against the table.
    const acknowledged = new Set();
    const started = Date.now();
    const store = await profiled(`creating orders (${engine.name})`, () =>
      load({
        url: origin,
        requests: [
          {
            method: "POST",
            path: ORDER_PATH,
            headers: orderHeaders,
            body: orderBody,
            onResponse: (status, body) => {
              if (status === 201) acknowledged.add(JSON.parse(body).id);
            },
          },
        ],
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const baseUrl = `http://127.0.0.1:${basePort}${ORDER_PATH}`;
    await baselineLoad(baseUrl, { duration: BASELINE_WARM_UP_SECONDS });
    const base = await baselineLoad(baseUrl);
    await baseline.close();
    baseline = undefined;
    await app.stop();
    // The framework's floor: an empty App Router route handler (same Next.js, same request) in the same run, with the
    // store stopped (its jobs for the orders just made would share the cores).
    const empty = await emptyNextApp();
    await baselineLoad(`${empty.origin}${empty.orderPath}`, { duration: BASELINE_WARM_UP_SECONDS });
    const floor = await baselineLoad(`${empty.origin}${empty.orderPath}`);
    const stored = new Set(await storedOrderIds(env, probeId));
    const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
    const orders = {
      engine: engine.name,
      "created/s": Math.round(acknowledged.size / seconds),
      [`first ${ORDER_WARM_UP_SECONDS} s created/s`]: Math.round(warm["2xx"] / ORDER_WARM_UP_SECONDS),
      "p99 ms": store.latency.p99,
      "non-2xx": store.errors + store.non2xx,
      "201s": acknowledged.size,
      rows: stored.size,
      lost,
      // Requests autocannon cut off when the time was up: the store kept them, the client never read the 201.
      "cut at stop": stored.size - (acknowledged.size - lost),
      "bare node req/s": Math.round(base.requests.average),
      "bare p99 ms": base.latency.p99,
      "created/bare": (acknowledged.size / seconds / base.requests.average).toFixed(3),
      "empty Next route req/s": Math.round(floor.requests.average),
      "created/empty route": (acknowledged.size / seconds / floor.requests.average).toFixed(3),
    };
    return { catalogue, orders, paint };
  } finally {
    await baseline?.close();
    await app?.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    // --keep-profile keeps the raw profile for a closer look (e.g. in Chrome's DevTools); its path is printed.
    if (profileDir && process.argv.includes("--keep-profile")) console.log(`profile kept in ${profileDir}`);
    else if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }
}

/** Fulfilment: paid sandbox lines delivered per second (a backlog drained by the workers) and paid -> done times. */
async function benchFulfilment(engine, { backlog = 400, steady = 100 } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-bench-fulfil-"));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(appPort),
    SANDBOX_FULFILMENT_DELAY_MS: "0",
  };
  delete env.DATABASE_URL;
  delete env.SITE_URL;
  let dropDatabase = async () => {};
  let app;
  try {
    dropDatabase = await prepareEngineDatabase(engine, env);
    const origin = `http://127.0.0.1:${appPort}`;
    // 1. A backlog of paid orders while no worker runs.
    app = startApp({ ...env, WORKER: "off" });
    await waitFor(`${origin}/api/build/`);
    const product = await supplyProduct(origin);
    const drained = await payOrders(origin, product, backlog, 20);
    await app.stop();
    // 2. Workers drain it; then orders paid a few at a time while they run measure paid -> done.
    app = startApp(env);
    await waitFor(`${origin}/api/build/`);
    await waitUntilDone(origin, drained);
    const measured = await payOrders(origin, product, steady, 4);
    await waitUntilDone(origin, measured);
    await app.stop();
    const events = await queryStore(
      env,
      `select order_id as id,
              extract(epoch from min(created) filter (where status = 'sending')) as sending,
              extract(epoch from min(created) filter (where status = 'paid')) as paid,
              extract(epoch from min(created) filter (where status = 'done')) as done
         from order_events where order_id = any($1::int[]) group by order_id`,
      [[...drained, ...measured].map((o) => o.id)],
    );
    const drainIds = new Set(drained.map((o) => o.id));
    const drain = events.filter((r) => drainIds.has(Number(r.id)));
    const start = Math.min(...drain.map((r) => Number(r.sending)));
    const end = Math.max(...drain.map((r) => Number(r.done)));
    const times = events
      .filter((r) => !drainIds.has(Number(r.id)))
      .map((r) => (Number(r.done) - Number(r.paid)) * 1000)
      .sort((x, y) => x - y);
    const pct = (p) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]);
    return {
      engine: engine.name,
      "backlog lines": drain.length,
      "lines/s": Math.round(drain.length / Math.max(end - start, 0.001)),
      "paid→done p50 ms": pct(50),
      "paid→done p99 ms": pct(99),
      "timed orders": times.length,
    };
  } finally {
    await app?.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Creates and pays `count` orders through the API and the sandbox checkout, `parallel` at a time. */
async function payOrders(origin, productId, count, parallel) {
  const orders = [];
  const one = async (i) => {
    // Ends in 5: never one of the sandbox's magic endings (0000, 1111, 2222, 3333).
    const bought = await buyAsGuest(origin, productId, {
      email: `bench${i}@example.com`,
      playerId: `7${String(100000 + i)}5`,
    });
    if (bought.step !== "paid") throw new Error(`bench order ${i} stopped at: ${bought.step}`);
    orders.push({ id: bought.id, hash: bought.hash });
  };
  for (let i = 0; i < count; i += parallel) {
    await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, (_, k) => one(i + k)));
  }
  return orders;
}

/** Waits until every order reads done through the public order call (the database may be the server's own). */
async function waitUntilDone(origin, orders, ms = 180_000) {
  const deadline = Date.now() + ms;
  // One order asked at a time (the oldest not yet seen done), so the bench's own polling barely loads the
  // server whose workers it measures; the times themselves come from order_events, not from this loop.
  for (const order of orders) {
    for (;;) {
      if (Date.now() > deadline)
        throw new Error(`orders not delivered in time (order ${order.id} is not done)`);
      const { status } = await (await fetch(`${origin}/api/orders/${order.hash}/`)).json();
      if (status === "done") break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Reads the store's database: PostgreSQL directly, PGlite only once the server has stopped. */
async function queryStore(env, text, values = []) {
  if (env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(text, values)).rows;
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(env.DATA_DIR, "pglite"));
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.close();
  }
}

ensureDependencies();
ensureBuild();
await ensureServerBuild();
const isEntryOnly = process.argv.includes("--entry-only");
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
// `--postgres-only` skips PGlite (when only the PostgreSQL figures are wanted, e.g. a profile of one engine).
const engines = postgresUrl && process.argv.includes("--postgres-only") ? [] : [{ name: "PGlite" }];
if (postgresUrl) engines.push({ name: "PostgreSQL", baseUrl: postgresUrl });

const results = [];
const fulfilment = [];
const isFulfilmentOnly = process.argv.includes("--fulfilment-only");
const isPartOnly = isEntryOnly || isFulfilmentOnly || isPagesOnly || isOrdersOnly;
const saleRate = arg("sale-rate", 5);
/** The machine's load, printed with the tables: the figures of one run are comparable only side by side. */
const loadLine = (when) =>
  `${when}: ${cpus().length} cores, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`;
console.log(loadLine("bench start"));
// The sale (issue 26): the pages quiet and while orders are paid, on each engine; --sale-only runs just that.
// On PostgreSQL twice: the jobs in the web process (WORKER on, one process as `npm start`) and as deploy/ runs them,
// in a worker process beside a web process with WORKER=off.
const saleTopologies = engines.flatMap((engine) =>
  engine.baseUrl
    ? [
        { engine, workerProcess: false },
        { engine, workerProcess: true },
      ]
    : [{ engine }],
);
const saleRuns = () =>
  saleTopologies.reduce(
    async (rows, { engine, workerProcess }) => [
      ...(await rows),
      ...(await benchSale({
        port: appPort + 20,
        duration,
        connections,
        rate: saleRate,
        quiet: true,
        databaseUrl: engine.baseUrl,
        workerProcess,
      })),
    ],
    Promise.resolve([]),
  );
if (process.argv.includes("--sale-only")) {
  printSaleTable(await saleRuns(), { duration, connections, rate: saleRate });
  console.log(loadLine("bench end"));
  process.exit(0);
}
const saleRows = isPartOnly || process.argv.includes("--no-sale") ? [] : await saleRuns();
try {
  if (!isEntryOnly && !isFulfilmentOnly)
    for (const engine of engines) results.push(await benchEngine(engine));
} finally {
  // Its own process group: left running, it would outlive a failed bench.
  await (await emptyApp)?.stop();
}
if (!isPartOnly && !process.argv.includes("--no-fulfilment")) {
  for (const engine of engines) fulfilment.push(await benchFulfilment(engine));
}
if (isFulfilmentOnly) for (const engine of engines) fulfilment.push(await benchFulfilment(engine));
const entry =
  process.argv.includes("--no-entry") || (isPartOnly && !isEntryOnly) ? undefined : await benchEntry();
console.log(`\n${loadLine("tables")}; loopback, ${duration} s per target`);
const catalogueRows = results.flatMap((r) => r.catalogue);
if (catalogueRows.length) {
  console.log(
    `\nQuiet pages and lists: the store vs a bare node:http server answering the same bytes and headers ` +
      `(${generatorName({ connections })}; the bare figure is the generator's ceiling)`,
  );
  console.table(catalogueRows);
}
for (const r of results) if (r.paint) printPaint(r.paint);
const orderRows = results.flatMap((r) => (r.orders ? [r.orders] : []));
if (orderRows.length) {
  console.log(
    `\nPOST ${ORDER_PATH} (guest, one line, e-mail; autocannon, ${connections} connections): orders created ` +
      "per second, none lost, vs a bare node:http server answering the same 201 and an empty Next.js route " +
      "handler reading the same body (the framework's floor)",
  );
  console.table(orderRows);
}
if (saleRows.length) printSaleTable(saleRows, { duration, connections, rate: saleRate });
if (fulfilment.length) {
  console.log(
    "\nFulfilment (sandbox provider answering at once): a backlog of paid one-line orders drained by the " +
      "workers, then orders paid while they run, timed from paid to done (order_events)",
  );
  console.table(fulfilment);
}
if (entry) {
  console.log(
    "\nServer entry: plain `next start` vs server/serve.ts (PGlite; medians of three alternating runs each)",
  );
  console.table(entry);
}
// Scale-out (issue 14): 1 vs 3 instances behind nginx, and the console dashboard on 100,000 orders (issue 12);
// both on PostgreSQL only, skipped with --no-cluster / --no-dashboard.
const hasNginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((p) => existsSync(p));
if (postgresUrl && hasNginx && !isPartOnly && !process.argv.includes("--no-cluster")) {
  const clusterRows = await benchCluster({ duration, connections, databaseUrl: postgresUrl });
  printClusterTable(clusterRows, { duration, connections });
}
if (postgresUrl && !isPartOnly && !process.argv.includes("--no-dashboard")) {
  console.log("\nConsole dashboard on a generated store of 100,000 orders (scripts/bench-dashboard.mjs)");
  const dashboard = spawnSync(process.execPath, ["scripts/bench-dashboard.mjs"], { stdio: "inherit" });
  if (dashboard.status !== 0) process.exitCode = dashboard.status ?? 1;
}
const lost = orderRows.reduce((n, r) => n + r.lost, 0);
console.log(loadLine("bench end"));
if (lost > 0) {
  console.error(`✖ ${lost} orders answered 201 are missing from the database`);
  process.exitCode = 1;
}
if (!postgresUrl && !isEntryOnly)
  console.log("(set BENCH_DATABASE_URL=postgres://… to run the same on PostgreSQL)");
