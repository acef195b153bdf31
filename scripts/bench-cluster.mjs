// What scale-out buys on this machine (issue 14): the production topology of `npm run cluster` (nginx in front,
// N web instances, a worker, PostgreSQL) started with 1 and then 3 instances, each loaded through nginx the same way.
// A page asked for with a cookie that is not the store's (as a signed-in visitor's would be) is rendered by the app
// on every request, so it shows what more instances add; the same page without one comes from each instance's
// memory (server/page-cache.ts); the catalogue list is `public, s-maxage` and served from nginx's proxy cache
// after its first answer, so it shows what the cache adds whatever the instance count. Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
// a throw-away database is made in it; without either, the cluster's own PostgreSQL from Debian's binaries) and nginx.
// Usage: node scripts/bench-cluster.mjs [--duration 10 --connections 50 --port 3410 --instances 1,3]
// Also run by `npm run bench` (its last table) unless `--no-cluster`.
import { availableParallelism, cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { startCluster } from "./cluster.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** Any cookie but the locale and country ones makes the page personal to the instances' page cache. */
const RENDERED = { cookie: "bench_visitor=1" };
const targets = [
  { name: "home page / (rendered)", path: "/", headers: RENDERED },
  { name: "gifts page /gifts (rendered)", path: "/gifts", headers: RENDERED },
  { name: "home page / (page cache)", path: "/" },
  { name: "GET /api/games/ (nginx cache)", path: "/api/games/" },
];

/** Throughput and latency of one path through nginx (autocannon, keep-alive connections). */
function load(url, { duration, connections, headers }) {
  return new Promise((resolve, reject) =>
    autocannon({ url, duration, connections, headers }, (err, res) => (err ? reject(err) : resolve(res))),
  );
}

/** Starts the cluster with `instances`, loads every target, stops it; one row per target. */
async function benchInstances(instances, { port, duration, connections, databaseUrl }) {
  const cluster = await startCluster({ instances, port, databaseUrl, quiet: true });
  try {
    const rows = [];
    for (const target of targets) {
      const url = `${cluster.url}${target.path}`;
      const { headers } = target;
      await load(url, { duration: 2, connections, headers }); // warm-up: JIT, pools, the caches' entries
      const res = await load(url, { duration, connections, headers });
      const failed = res.non2xx + res.errors + res.timeouts;
      rows.push({
        instances,
        target: target.name,
        "req/s": Math.round(res.requests.average),
        "p50 ms": res.latency.p50,
        "p99 ms": res.latency.p99,
        failed,
      });
    }
    return rows;
  } finally {
    await cluster.stop();
  }
}

/** Runs the comparison and answers its table rows, with a ratio to the first instance count per target. */
export async function benchCluster({
  port = Number(option("port", 3410)),
  duration = Number(option("duration", 10)),
  connections = Number(option("connections", 50)),
  counts = String(option("instances", "1,3")).split(",").map(Number),
  databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL,
} = {}) {
  const rows = [];
  for (const instances of counts) {
    rows.push(...(await benchInstances(instances, { port, duration, connections, databaseUrl })));
  }
  for (const row of rows) {
    const first = rows.find((r) => r.target === row.target);
    row[`vs ${first.instances}`] = (row["req/s"] / Math.max(first["req/s"], 1)).toFixed(2);
  }
  return rows;
}

export function printClusterTable(rows, { duration, connections }) {
  console.log(
    `\nScale-out through nginx (npm run cluster): ${connections} connections, ${duration} s per target; ` +
      `${cpus().length} cores (${availableParallelism()} usable), load average ${loadavg()[0].toFixed(1)}. ` +
      "Rendered pages reach the instances' renderer, cached ones their memory; the catalogue list is answered by " +
      "nginx's cache.",
  );
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const duration = Number(option("duration", 10));
  const connections = Number(option("connections", 50));
  const rows = await benchCluster({ duration, connections });
  printClusterTable(rows, { duration, connections });
  if (rows.some((r) => r.failed > 0)) {
    console.error("✖ some requests through nginx failed");
    process.exitCode = 1;
  }
}
