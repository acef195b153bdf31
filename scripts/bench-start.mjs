// How long the store's processes take to start, compiled (dist/*.cjs, scripts/build-server.mjs) against the same
// TypeScript under tsx's loader (`node --import tsx`, how they ran before), alternating, on one throw-away PostgreSQL
// database (migrated and seeded once): the database preparation every start runs, a web server until
// /api/health/ready answers 200 and its first page, the job worker until it logs that its workers started.
// Run on a quiet machine after `npm run build`, with BENCH_DATABASE_URL or TEST_DATABASE_URL set:
// node scripts/bench-start.mjs [--rounds 3] [--port 3470]
import { spawn } from "node:child_process";
import { ensureServerBuild, root, runCompiled } from "./ensure.mjs";
import { freshDatabase } from "./lib/fresh-database.mjs";
import { compiledEntry, SERVER_NODE_FLAGS } from "./lib/server-node-flags.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = option("rounds", 3);
const port = option("port", 3470);
const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error(
    "✖ set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server this bench may create a database on",
  );
  process.exit(1);
}

/** Each process under both loaders: node's arguments, and what says it is up. */
const entries = {
  "prepare-db": {
    tsx: ["--import", "tsx", "scripts/prepare-db.ts"],
    compiled: [compiledEntry("prepare-db")],
  },
  server: {
    tsx: [...SERVER_NODE_FLAGS, "--import", "tsx", "server/serve.ts", "--port", String(port)],
    compiled: [...SERVER_NODE_FLAGS, compiledEntry("serve"), "--port", String(port)],
  },
  worker: {
    tsx: ["--import", "tsx", "scripts/worker.ts"],
    compiled: [compiledEntry("worker")],
  },
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Milliseconds until `up` resolves for a process started with `args`, then the process is stopped. */
async function timeProcess(args, env, up) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.stdout.resume(); // read whatever the process logs, so it never waits on a full pipe
  const result = await up(child, started, exited);
  if (child.exitCode === null) child.kill("SIGTERM");
  await exited;
  return result;
}

const measures = {
  "prepare-db": (child, started, exited) => exited.then(() => ({ ms: performance.now() - started })),
  server: async (child, started) => {
    const origin = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the server exited (${child.exitCode}) before it was ready`);
      if ((await fetch(`${origin}/api/health/ready`).catch(() => null))?.ok) break;
      await sleep(25);
    }
    const ready = performance.now();
    const page = await fetch(`${origin}/games/1`);
    await page.arrayBuffer();
    return { ms: ready - started, firstPageMs: performance.now() - ready };
  },
  worker: (child, started) =>
    new Promise((resolve) => {
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
        if (out.includes('"msg":"job workers started"')) resolve({ ms: performance.now() - started });
      });
    }),
};

await ensureServerBuild();
const database = await freshDatabase(baseUrl, `store_bench_start_${process.pid}`);
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  NODE_ENV: "production",
  WORKER: "off",
  LOG_LEVEL: "info",
};
delete env.NODE_OPTIONS;
try {
  runCompiled("prepare-db", { env, stdio: "ignore" });
  const results = {};
  for (let round = 0; round < rounds; round++)
    for (const [name, loaders] of Object.entries(entries))
      for (const [loader, args] of Object.entries(loaders)) {
        const result = await timeProcess(args, env, measures[name]);
        ((results[name] ??= {})[loader] ??= []).push(result);
      }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const figure = (runs, key) =>
    runs[0][key] === undefined ? "" : `${Math.round(median(runs.map((r) => r[key])))} ms`;
  console.log(`\nStart-up, medians of ${rounds} alternating rounds (all runs in brackets):\n`);
  console.log("| process | under tsx | compiled | first page under tsx | first page compiled |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const [name, { tsx, compiled }] of Object.entries(results)) {
    const all = (runs) => runs.map((r) => Math.round(r.ms)).join(", ");
    console.log(
      `| ${name} | ${figure(tsx, "ms")} (${all(tsx)}) | ${figure(compiled, "ms")} (${all(compiled)}) | ` +
        `${figure(tsx, "firstPageMs")} | ${figure(compiled, "firstPageMs")} |`,
    );
  }
} finally {
  await database.drop();
}
