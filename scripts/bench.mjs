// `npm run bench`: load the store on loopback with autocannon, each target beside a baseline measured in the
// same run: a bare node:http server answering the very same bytes (JSON or HTML) from memory.
// Usage: npm run bench [-- --duration 10 --connections 50]
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, ensureDependencies, run } from "./ensure.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg("duration", 10);
const connections = arg("connections", 50);
const appPort = 3310;
const basePort = 3311;

const targets = [
  { name: "GET /api/games/", path: "/api/games/" },
  { name: "GET /api/gifts/?search=…", path: "/api/gifts/?search=%D0%B8%D0%B3%D1%80%D0%B0" },
  { name: "home page /", path: "/" },
];

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

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, duration, connections }, (err, res) => (err ? reject(err) : resolve(res))),
  );

ensureDependencies();
ensureBuild();
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "store-bench-")),
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
};
delete env.DATABASE_URL;
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
run("npx", ["tsx", "scripts/prepare-db.ts"], { env });
const app = spawn("npx", ["next", "start", "-p", String(appPort), "-H", "127.0.0.1"], {
  env,
  stdio: "ignore",
  detached: true,
});

try {
  await waitFor(`http://127.0.0.1:${appPort}/api/build/`);
  // The baseline serves exactly what the store answered, so the ratio isolates the store's own cost.
  const bodies = new Map();
  for (const t of targets) {
    const res = await fetch(`http://127.0.0.1:${appPort}${t.path}`);
    bodies.set(t.path, { type: res.headers.get("content-type"), body: Buffer.from(await res.arrayBuffer()) });
  }
  const baseline = http.createServer((req, res) => {
    const hit = bodies.get(req.url);
    res.writeHead(hit ? 200 : 404, { "content-type": hit?.type ?? "text/plain" });
    res.end(hit?.body ?? "");
  });
  await new Promise((r) => baseline.listen(basePort, "127.0.0.1", r));

  const rows = [];
  for (const t of targets) {
    const store = await load(`http://127.0.0.1:${appPort}${t.path}`);
    const base = await load(`http://127.0.0.1:${basePort}${t.path}`);
    rows.push({
      target: t.name,
      "store req/s": Math.round(store.requests.average),
      "store p99 ms": store.latency.p99,
      "store errors": store.errors + store.non2xx,
      "baseline req/s": Math.round(base.requests.average),
      "baseline p99 ms": base.latency.p99,
      "req/s ratio": (store.requests.average / base.requests.average).toFixed(3),
    });
  }
  baseline.close();
  console.log(
    `\nautocannon: ${connections} connections, ${duration} s per target, loopback, ${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  console.table(rows);
} finally {
  process.kill(-app.pid, "SIGTERM");
}
