// `npm run cluster [-- --instances 3 --port 8080 --database-url postgres://… --state FILE --logs DIR --no-build]`:
// the production topology of deploy/ on loopback, for a tester: a PostgreSQL of its own (Debian's binaries, a
// throw-away cluster; or a fresh database in the server --database-url names), migrations and the demo seed once,
// N web instances (WORKER=off, one shared DATA_DIR), one job worker, and nginx in front with
// deploy/nginx/game-store.conf (rewritten for plain HTTP on loopback: scripts/lib/cluster-nginx.mjs). Each process
// logs (LOG_LEVEL info) to its own file, printed at start; a control on loopback (--control-port, default port+99)
// restarts one process on request: `curl -X POST http://127.0.0.1:8179/restart/web:8081` (or /restart/worker).
// Ctrl-C stops all of it and removes what it created but the logs. Also imported by the benchmark.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  chmodSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, ensureDependencies, ensureServerBuild, root, runCompiled } from "./ensure.mjs";
import { startControl } from "./lib/cluster-control.mjs";
import { writeNginxConfig } from "./lib/cluster-nginx.mjs";
import { spawnChild } from "./lib/cluster-process.mjs";
import { freshDatabase } from "./lib/fresh-database.mjs";
import { startOwnPostgres } from "./lib/own-postgres.mjs";
import { serverArgs, workerArgs } from "./lib/server-node-flags.mjs";

export { startOwnPostgres };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForUrl(url, { timeoutMs = 90_000, ok = (res) => res.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (ok(res)) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(250);
  }
}

function findBinary(name, dirs) {
  for (const dir of dirs) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  throw new Error(`${name} not found (looked in ${dirs.join(", ")}): apt-get install -y ${name}`);
}

/**
 * Starts the topology. Answers { url, instances, worker, nginx, databaseUrl, env, logs, controlUrl,
 * startInstance(i), startWorker(), restart(name), stop() }. `instances[i]` are spawnChild handles
 * (scripts/lib/cluster-process.mjs); startInstance(i) starts (again) the i-th on its port.
 */
export async function startCluster({
  instances = 3,
  port = 8080,
  databaseUrl,
  quiet = false,
  stateFile,
  build = true,
  logs,
  controlPort = port + 99,
} = {}) {
  const say = (line) => quiet || console.log(line);
  ensureDependencies();
  if (build) ensureBuild();
  await ensureServerBuild();
  const nginxBin = findBinary("nginx", ["/usr/sbin", "/usr/bin"]);
  const dir = mkdtempSync(path.join(tmpdir(), "store-cluster-"));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "cache"), { mode: 0o777 });
  chmodSync(path.join(dir, "cache"), 0o777);
  const dataDir = path.join(dir, "data");
  mkdirSync(dataDir);
  const logDir = logs ?? path.join(dir, "logs");
  mkdirSync(logDir, { recursive: true });
  const logFile = (name) => path.join(logDir, `${name.replace(":", "-")}.log`);
  const cleanups = [];
  const cluster = {
    url: `http://127.0.0.1:${port}`,
    instances: [],
    worker: undefined,
    nginx: undefined,
    dir,
    logs: logDir,
    controlUrl: `http://127.0.0.1:${controlPort}`,
  };
  let stopping = false;
  const ports = Array.from({ length: instances }, (_, i) => port + 1 + i);
  const handles = () => [...cluster.instances, cluster.worker, cluster.nginx].filter(Boolean);
  const state = () => ({
    url: cluster.url,
    databaseUrl: cluster.databaseUrl,
    control: cluster.controlUrl,
    site: path.join(dir, "site.conf"),
    nginxConf: path.join(dir, "nginx.conf"),
    instances: cluster.instances.map(
      (i, n) => i && { name: i.name, port: ports[n], pid: i.child.pid, log: i.logFile },
    ),
    worker: cluster.worker && { pid: cluster.worker.child.pid, log: cluster.worker.logFile },
    nginx: cluster.nginx && { pid: cluster.nginx.child.pid, log: path.join(logDir, "nginx-access.log") },
  });
  /** --state FILE: the pids and ports, rewritten on every (re)start, for a tester who kills processes. */
  const writeState = () => {
    if (!stateFile) return;
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(state()));
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  try {
    const pg = databaseUrl
      ? await freshDatabase(databaseUrl, `store_cluster_${process.pid}`)
      : await startOwnPostgres(port + 100);
    cleanups.push(pg.drop);
    say(`• PostgreSQL: ${pg.url}`);
    const env = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      SITE_URL: cluster.url,
      TRUSTED_PROXY_HOPS: "1",
      // Longer than nginx's upstream keepalive_timeout (2 s): a stopping instance is left only after nginx has
      // closed its idle connections to it (server/serve.ts).
      SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? "3000",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    };
    delete env.NODE_OPTIONS;
    // Migrations and the demo seed once, before any instance starts (instances would also do it under locks).
    runCompiled("prepare-db", { env, quiet: true });
    say("• Migrated and seeded");
    cluster.env = env;
    cluster.databaseUrl = pg.url;
    const spawnLogged = (name, cmd, args, childEnv = env) =>
      spawnChild(name, cmd, args, { cwd: root, env: childEnv, logFile: logFile(name) });
    // Like systemd's Restart=on-failure: a process that dies while the cluster runs is started again.
    const supervise = (handle, restart) =>
      handle.exited.then(({ code, signal }) => {
        if (stopping || handle.restarting) return;
        // Why it died is in its last lines (a crash's stack, a failed start); a kill from outside says so itself.
        const last = handle.output().trim().split("\n").slice(-5).join("\n    ");
        say(
          `• ${handle.name} exited (${signal ?? `status ${code}`}): restarting it${last ? `\n    ${last}` : ""}`,
        );
        setTimeout(() => !stopping && restart().catch((err) => say(`✖ ${handle.name}: ${err.message}`)), 500);
      });
    cluster.startInstance = async (i) => {
      const p = ports[i];
      const instance = spawnLogged(`web:${p}`, process.execPath, serverArgs(p), {
        ...env,
        PORT: String(p),
        WORKER: "off",
      });
      cluster.instances[i] = instance;
      supervise(instance, () => cluster.startInstance(i));
      await waitForUrl(`http://127.0.0.1:${p}/api/health/ready`);
      writeState();
      return instance;
    };
    cluster.startWorker = async () => {
      const worker = spawnLogged("worker", process.execPath, workerArgs());
      cluster.worker = worker;
      supervise(worker, () => cluster.startWorker());
      const deadline = Date.now() + 60_000;
      while (
        !worker.output().includes("Worker running") &&
        worker.child.exitCode === null &&
        Date.now() < deadline
      )
        await sleep(250);
      writeState();
      return worker;
    };
    /** Stops one process as systemd would (SIGTERM, its drain) and starts it again. */
    cluster.restart = async (name) => {
      const i = ports.indexOf(Number(String(name).replace(/^web:/, "")));
      const handle = name === "worker" ? cluster.worker : cluster.instances[i];
      if (!handle) throw Object.assign(new Error(`no process ${name}`), { status: 404 });
      handle.restarting = true;
      const stopped = await handle.stop("SIGTERM");
      const started = name === "worker" ? await cluster.startWorker() : await cluster.startInstance(i);
      say(`• ${handle.name} restarted on request (exit ${stopped.signal ?? stopped.code})`);
      return { name: handle.name, stopped, pid: started.child.pid };
    };
    await Promise.all(ports.map((_, i) => cluster.startInstance(i)));
    say(`• ${instances} web instances on ${ports.join(", ")}`);
    await cluster.startWorker();
    say("• Job worker running");
    const conf = writeNginxConfig(readFileSync(path.join(root, "deploy/nginx/game-store.conf"), "utf8"), {
      dir,
      logs: logDir,
      port,
      ports,
    });
    cluster.nginx = spawnLogged("nginx", nginxBin, ["-c", conf, "-p", dir, "-g", "daemon off;"]);
    await waitForUrl(`${cluster.url}/api/health/ready`);
    const control = await startControl(controlPort, { restart: cluster.restart, state });
    cleanups.push(() => new Promise((r) => control.close(r)));
    writeState();
    say(`• nginx on ${cluster.url}`);
    say(
      `• Logs (tail -F): ${handles()
        .map((h) => h.logFile)
        .join(" ")} ${path.join(logDir, "nginx-access.log")}`,
    );
    say(`• Restart one: curl -X POST ${cluster.controlUrl}/restart/web:${ports[0]}  (or /restart/worker)`);
  } catch (err) {
    await stopAll();
    throw err;
  }
  async function stopAll() {
    stopping = true;
    await cluster.nginx?.stop("SIGQUIT");
    await Promise.all(cluster.instances.map((i) => i?.stop()));
    await cluster.worker?.stop();
    for (const c of cleanups.reverse()) await c().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
  cluster.stop = stopAll;
  return cluster;
}

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(option("port") ?? 8080);
  // The logs outlive the cluster (its folder is removed at the end): an operator reads them after a failure.
  const logs = option("logs") ?? mkdtempSync(path.join(tmpdir(), "store-cluster-logs-"));
  const cluster = await startCluster({
    instances: Number(option("instances") ?? 3),
    port,
    databaseUrl: option("database-url") ?? process.env.CLUSTER_DATABASE_URL,
    stateFile: option("state"),
    build: !process.argv.includes("--no-build"),
    logs,
    controlPort: Number(option("control-port") ?? port + 99),
  }).catch((err) => {
    console.error(`✖ ${err?.message ?? err}\n  logs: ${logs}`);
    process.exit(1);
  });
  console.log(`\n• The store: ${cluster.url}  (Ctrl-C stops everything)`);
  let stopping = false;
  const stop = async () => {
    // A second signal (or one forwarded twice) must not orphan anything: the stop in progress goes on.
    if (stopping) return;
    stopping = true;
    console.log("• Stopping nginx, the instances, the worker and PostgreSQL…");
    await cluster.stop();
    console.log(`• Logs kept in ${logs}`);
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
