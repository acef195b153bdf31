// `npm run cluster [-- --instances 3 --port 8080 --database-url postgres://… --state FILE]`: the production topology of deploy/
// on loopback, for a tester: a PostgreSQL of its own (Debian's binaries, a throw-away cluster; or a fresh database
// in the server --database-url names), migrations and the demo seed once, N web instances (WORKER=off, one shared
// DATA_DIR), one job worker, and nginx in front with deploy/nginx/game-store.conf (its upstream rewritten to these
// ports). Prints the URL; Ctrl-C stops all of it and removes what it created. Also imported by the process tests.
import { spawn, execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, ensureDependencies, root, run } from "./ensure.mjs";
import { freshDatabase } from "./lib/fresh-database.mjs";

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
  throw new Error(
    `${name} not found (looked in ${dirs.join(", ")}): apt-get install -y ${name === "nginx" ? "nginx" : "postgresql"}`,
  );
}

function postgresBinDir() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions)
    if (existsSync(path.join(base, v, "bin/initdb"))) return path.join(base, v, "bin");
  throw new Error("PostgreSQL binaries not found: apt-get install -y postgresql");
}

/** A throw-away PostgreSQL cluster on `port` (as the postgres user when we are root: initdb refuses root). */
async function startOwnPostgres(port) {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), "store-cluster-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const as = (cmd, args) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" })
      : execFileSync(cmd, args, { stdio: "pipe" });
  as(path.join(bin, "initdb"), ["-D", path.join(dir, "data"), "-U", "store", "--auth=trust", "-E", "UTF8"]);
  as(path.join(bin, "pg_ctl"), [
    "-D",
    path.join(dir, "data"),
    "-l",
    path.join(dir, "log"),
    "-w",
    "start",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
  ]);
  as(path.join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "store", "store"]);
  return {
    url: `postgres://store@127.0.0.1:${port}/store`,
    drop: async () => {
      try {
        as(path.join(bin, "pg_ctl"), ["-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"]);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A child in its own process group, its output kept (last 200 kB) for diagnostics. */
function spawnChild(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (d) => (output = (output + d).slice(-200_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    output: () => output,
    exited,
    signal(sig) {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, sig);
    },
    async stop(sig = "SIGTERM", graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      process.kill(-child.pid, sig);
      const timer = setTimeout(() => this.signal("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** The deploy/ nginx site with its upstream set to `ports`, listening on `port`, cache and logs under `dir`. */
function nginxConfig(dir, port, ports) {
  const site = readFileSync(path.join(root, "deploy/nginx/game-store.conf"), "utf8")
    .replace(
      /upstream game_store \{[\s\S]*?keepalive/,
      () =>
        `upstream game_store {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join("\n")}\n    keepalive`,
    )
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, "cache")}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/listen 80 default_server;/, `listen 127.0.0.1:${port} default_server;`)
    .replace(/\s*listen \[::\]:80( default_server)?;/g, "")
    // The shop's server answers the cluster's own address (SITE_URL); the default server closes any other name.
    .replace(/server_name shop\.example;/, "server_name 127.0.0.1 localhost;");
  writeFileSync(path.join(dir, "site.conf"), site);
  const user = process.getuid?.() === 0 ? "user nobody nogroup;\n" : "";
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}worker_processes 2;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 2048; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/tmp-body;\n  proxy_temp_path ${dir}/tmp-proxy;\n` +
      `  fastcgi_temp_path ${dir}/tmp-fcgi;\n  uwsgi_temp_path ${dir}/tmp-uwsgi;\n  scgi_temp_path ${dir}/tmp-scgi;\n` +
      `  include /etc/nginx/mime.types;\n  include ${dir}/site.conf;\n}\n`,
  );
  return path.join(dir, "nginx.conf");
}

/**
 * Starts the topology. Answers { url, instances, worker, nginx, databaseUrl, env, startInstance(i), stop() }.
 * `instances[i]` are spawnChild handles; startInstance(i) starts (again) the i-th on its port.
 */
export async function startCluster({
  instances = 3,
  port = 8080,
  databaseUrl,
  quiet = false,
  stateFile,
} = {}) {
  const say = (line) => quiet || console.log(line);
  ensureDependencies();
  ensureBuild();
  const nginxBin = findBinary("nginx", ["/usr/sbin", "/usr/bin"]);
  const dir = mkdtempSync(path.join(tmpdir(), "store-cluster-"));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "cache"), { mode: 0o777 });
  chmodSync(path.join(dir, "cache"), 0o777);
  const dataDir = path.join(dir, "data");
  mkdirSync(dataDir);
  const cleanups = [];
  const cluster = { url: `http://127.0.0.1:${port}`, instances: [], worker: undefined, nginx: undefined };
  let stopping = false;
  /** --state FILE: the pids and ports, rewritten on every (re)start, for a tester who kills processes. */
  const writeState = () => {
    if (!stateFile) return;
    const state = {
      url: cluster.url,
      databaseUrl: cluster.databaseUrl,
      instances: cluster.instances.map((i) => i && { name: i.name, pid: i.child.pid }),
      worker: cluster.worker && { pid: cluster.worker.child.pid },
    };
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(state));
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  try {
    const pg = databaseUrl
      ? await freshDatabase(databaseUrl, `store_cluster_${process.pid}`)
      : await startOwnPostgres(port + 100);
    cleanups.push(pg.drop);
    say(`• PostgreSQL: ${pg.url}`);
    const ports = Array.from({ length: instances }, (_, i) => port + 1 + i);
    const env = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      SITE_URL: cluster.url,
      TRUSTED_PROXY_HOPS: "1",
      // Longer than nginx's upstream keepalive_timeout (2 s): a stopping instance is left only after nginx has
      // closed its idle connections to it (scripts/serve.mjs).
      SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? "3000",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    };
    // Migrations and the demo seed once, before any instance starts (instances would also do it under locks).
    run("npx", ["tsx", "scripts/prepare-db.ts"], { env, quiet: true });
    say("• Migrated and seeded");
    cluster.env = env;
    cluster.databaseUrl = pg.url;
    // Like systemd's Restart=on-failure: a process that dies while the cluster runs is started again.
    const supervise = (handle, restart) =>
      handle.exited.then(({ code, signal }) => {
        if (stopping) return;
        // Why it died is in its last lines (a crash's stack, a failed start); a kill from outside says so itself.
        const last = handle.output().trim().split("\n").slice(-5).join("\n    ");
        say(
          `• ${handle.name} exited (${signal ?? `status ${code}`}): restarting it${last ? `\n    ${last}` : ""}`,
        );
        setTimeout(() => !stopping && restart().catch((err) => say(`✖ ${handle.name}: ${err.message}`)), 500);
      });
    cluster.startInstance = async (i) => {
      const p = ports[i];
      const instance = spawnChild(
        `web:${p}`,
        process.execPath,
        ["scripts/serve.mjs", "--port", String(p), "--hostname", "127.0.0.1"],
        { ...env, PORT: String(p), WORKER: "off" },
      );
      cluster.instances[i] = instance;
      supervise(instance, () => cluster.startInstance(i));
      await waitForUrl(`http://127.0.0.1:${p}/api/health/ready`);
      writeState();
      return instance;
    };
    cluster.startWorker = async () => {
      cluster.worker = spawnChild("worker", process.execPath, ["--import", "tsx", "scripts/worker.ts"], env);
      supervise(cluster.worker, () => cluster.startWorker());
      await sleep(1500);
      writeState();
      return cluster.worker;
    };
    await Promise.all(ports.map((_, i) => cluster.startInstance(i)));
    say(`• ${instances} web instances on ${ports.join(", ")}`);
    await cluster.startWorker();
    say("• Job worker running");
    const conf = nginxConfig(dir, port, ports);
    cluster.nginx = spawnChild("nginx", nginxBin, ["-c", conf, "-p", dir, "-g", "daemon off;"], env);
    await waitForUrl(`${cluster.url}/api/health/ready`);
    writeState();
    say(`• nginx on ${cluster.url}`);
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
  const cluster = await startCluster({
    instances: Number(option("instances") ?? 3),
    port: Number(option("port") ?? 8080),
    databaseUrl: option("database-url") ?? process.env.CLUSTER_DATABASE_URL,
    stateFile: option("state"),
  }).catch((err) => {
    console.error(`✖ ${err?.message ?? err}`);
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
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
