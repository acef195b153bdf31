// The production topology for tests that must stop PostgreSQL: a throw-away PostgreSQL cluster of its own (stopped
// and started on request), N web instances (WORKER=off), one job worker (started again when it exits, as systemd's
// Restart= would) and the real nginx with deploy/nginx/game-store.conf rewritten for loopback
// (scripts/lib/cluster-nginx.mjs). scripts/cluster.mjs builds the same topology but keeps its PostgreSQL to itself.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeNginxConfig } from "../../scripts/lib/cluster-nginx.mjs";
import { hasPostgresBinaries } from "../../scripts/lib/own-postgres.mjs";
import { compiledEntry, serverArgs, workerArgs } from "../../scripts/lib/server-node-flags.mjs";
import { listChild } from "../helpers/run-leftovers.mjs";
import { startListedPostgres } from "./listed-postgres";
import { findFreePort, root } from "./start-store";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Child = { name: string; child: ChildProcess; output: () => string; exited: Promise<unknown> };

function start(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (d: Buffer) => (output = (output + d).slice(-100_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise((r) => child.once("exit", r));
  void exited.then(listChild(child.pid));
  return { name, child, output: () => output, exited };
}

async function stopChild(c: Child | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!c || c.child.exitCode !== null || c.child.signalCode !== null) return;
  process.kill(-c.child.pid!, signal);
  const timer = setTimeout(() => process.kill(-c.child.pid!, "SIGKILL"), 20_000);
  await c.exited;
  clearTimeout(timer);
}

async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) }).catch(() => null);
    if (res?.ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(250);
  }
}

export const hasBinaries = () => existsSync("/usr/sbin/nginx") && hasPostgresBinaries();

export type Topology = Awaited<ReturnType<typeof startTopology>>;

export async function startTopology({ instances = 2, env: extra = {} as Record<string, string> } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "store-nginx-topology-"));
  chmodSync(dir, 0o755); // PostgreSQL's user and nginx's workers (nobody) reach their folders inside
  const postgres = await startListedPostgres(await findFreePort());

  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const ports = await Promise.all(Array.from({ length: instances }, () => findFreePort()));
  const databaseUrl = postgres.url;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dir, "data"),
    SITE_URL: url,
    TRUSTED_PROXY_HOPS: "1",
    SHUTDOWN_DRAIN_MS: "3000",
    LOG_LEVEL: "warn",
    SANDBOX_FULFILMENT_DELAY_MS: "200",
    ...extra,
  };
  delete env.NODE_OPTIONS; // jest's flags are not the store's business
  execFileSync(process.execPath, [compiledEntry("prepare-db")], { cwd: root, env, stdio: "pipe" });

  let stopping = false;
  const web: Child[] = [];
  const workerExits: string[] = [];
  const topology = {
    url,
    dir,
    ports,
    databaseUrl,
    postgres,
    web,
    worker: undefined as Child | undefined,
    nginx: undefined as Child | undefined,
    workerExits,
    accessLog: () => readFileSync(path.join(dir, "nginx", "logs", "nginx-access.log"), "utf8"),
    output: () =>
      [...web, topology.worker, topology.nginx]
        .filter((c): c is Child => !!c)
        .map((c) => `── ${c.name}\n${c.output().slice(-3000)}`)
        .join("\n"),
    async stop() {
      stopping = true;
      await stopChild(topology.nginx, "SIGQUIT");
      await Promise.all(web.map((c) => stopChild(c)));
      await stopChild(topology.worker);
      await postgres.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const startWorker = () => {
    const worker = start("worker", process.execPath, workerArgs(), env);
    topology.worker = worker;
    void worker.exited.then(() => {
      if (stopping) return;
      workerExits.push(worker.output().trim().split("\n").slice(-3).join(" | "));
      setTimeout(() => !stopping && startWorker(), 500);
    });
  };
  try {
    ports.forEach((p) =>
      web.push(
        start(`web:${p}`, process.execPath, serverArgs(p), {
          ...env,
          PORT: String(p),
          WORKER: "off",
        }),
      ),
    );
    await Promise.all(ports.map((p) => waitFor(`http://127.0.0.1:${p}/api/health/ready`)));
    startWorker();
    execFileSync("mkdir", ["-p", path.join(dir, "nginx")]);
    const site = readFileSync(path.join(root, "deploy/nginx/game-store.conf"), "utf8");
    const nginxDir = path.join(dir, "nginx");
    chmodSync(nginxDir, 0o755);
    execFileSync("mkdir", ["-p", path.join(nginxDir, "cache"), path.join(nginxDir, "logs")]);
    chmodSync(path.join(nginxDir, "cache"), 0o777);
    const conf = writeNginxConfig(site, { dir: nginxDir, port, ports });
    topology.nginx = start(
      "nginx",
      "/usr/sbin/nginx",
      ["-c", conf, "-p", path.join(dir, "nginx"), "-g", "daemon off;"],
      env,
    );
    await waitFor(`${url}/api/health/live`);
  } catch (err) {
    const said = topology.output();
    await topology.stop();
    throw new Error(`${(err as Error).message}\n${said}`);
  }
  return topology;
}
