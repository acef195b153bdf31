// `node scripts/bench-dashboard.mjs`: times the console dashboard's queries on a generated store of 100,000 orders
// (issue 12: each under 200 ms). A throw-away PostgreSQL database is made on the server of BENCH_DATABASE_URL (or
// TEST_DATABASE_URL, or the local test server), migrated and filled by scripts/bench-dashboard-run.ts, which runs
// the dashboard's own services against it and prints the table; the database is dropped after, pass or fail.
// Options: --orders N (default 100000), --explain (print each query's plan), --keep (leave the database).
// Exit status 1 when a query's median is over the target (the whole page's read is shown for reference only).
import { spawnSync } from "node:child_process";
import { root } from "./ensure.mjs";
import { freshDatabase } from "./lib/fresh-database.mjs";

const LOCAL_SERVER = "postgres://store:store@127.0.0.1:5432/store_test";
const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || LOCAL_SERVER;
const args = process.argv.slice(2);
const keep = args.includes("--keep");

const created = await freshDatabase(baseUrl, `store_bench_dashboard_${process.pid}`);
const dropOnSignal = () => created.drop().finally(() => process.exit(130));
process.once("SIGINT", dropOnSignal);
process.once("SIGTERM", dropOnSignal);
try {
  const res = spawnSync(
    "npx",
    ["tsx", "scripts/bench-dashboard-run.ts", ...args.filter((a) => a !== "--keep")],
    { stdio: "inherit", cwd: root, env: { ...process.env, DATABASE_URL: created.url } },
  );
  if (res.status !== 0) process.exitCode = res.status ?? 1;
} finally {
  if (keep) console.log(`• Kept ${created.url}`);
  else await created.drop();
}
