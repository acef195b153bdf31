// Process-level test harness: starts the real server entry (server/serve.ts compiled to dist/serve.cjs, or
// scripts/start.mjs as `npm start` runs it) on a fresh temporary DATA_DIR (in a Jest run, a copy of the run's
// prepared demo one) and a free port, and stops it. It serves the existing production build (NEXT_DIST_DIR, default
// .next) and compiled entries: `npm test` builds both before this step; alone, run `npm run build` first.
//
//   const store = await startStore();                 // waits until GET /api/build/ answers
//   await fetch(`${store.origin}/api/games/`);
//   await store.stop();                               // SIGTERM, resolves with the exit
//
//   const run = spawnStore({ env: { DATA_DIR: "/proc/x" } });   // no waiting: for starts that must fail
//   const { code, stderr } = await run.exited;
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { compiledEntry, SERVER_NODE_FLAGS, serverArgs } from "../../scripts/lib/server-node-flags.mjs";
import { listChild } from "../helpers/run-leftovers.mjs";

export const root = path.resolve(__dirname, "../..");

export type Exit = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

export type StoreProcess = {
  child: ChildProcess;
  port: number;
  origin: string;
  dataDir: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<Exit>;
  /** Sends `signal` (SIGTERM) and resolves with the exit; SIGKILLs the process group after `graceMs`. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<Exit>;
  /** True once the test has called stop() (a test that stops or kills the store on purpose). */
  stopRequested: () => boolean;
};

export type StoreOptions = {
  /** "serve": node dist/serve.cjs (as deploy/'s systemd unit runs it); "start": node scripts/start.mjs
   * --no-build (prepare-db, then serve); "npm": `npm start -- --no-build` (npm, sh, then start.mjs: what an operator runs). */
  entry?: "serve" | "start" | "npm";
  /** Extra environment; DATABASE_URL is removed unless given here. DATA_DIR defaults to a fresh temp directory. */
  env?: Record<string, string | undefined>;
  port?: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  hostname?: string;
  /** uid/gid to run as (e.g. to make a directory read-only for the server when the tests run as root). */
  uid?: number;
  gid?: number;
};

/** A TCP port nobody listens on right now (the kernel's pick). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function makeTempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "store-process-"));
}

/** The environment every start begins with: this one's, without the database and jest's node options. */
function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS; // jest's --experimental-vm-modules is not the server's business
  return env;
}

/** Settings that change what a start writes into a new DATA_DIR (or write elsewhere): such a start seeds its own. */
const SEED_SETTINGS = /^(DATA_DIR|DATABASE_URL|STORE_MODE|SEED_DEMO|S3_.*)$/;

/**
 * This run's demo DATA_DIR (migrated, catalogue seeded, demo orders placed and delivered by `dist/prepare-db.cjs`,
 * as `npm start` prepares one), made by the first start that needs it; null outside a Jest run. Measured on the
 * 2-core machine: preparing a new DATA_DIR takes 10.7 s (13.6 s of CPU); copying this one (43 MB) takes 0.1 s, and
 * the start's own prepare step then finds nothing to do (2.3 s). Some twenty starts of the process tests take such
 * a copy (as tests/helpers/test-db.ts does for the API tests).
 */
function demoDataTemplate(): string | null {
  const cache = process.env.STORE_TEST_DB_CACHE;
  if (!cache) return null;
  const template = path.join(cache, "process-data-dir");
  if (existsSync(template)) return template;
  const making = mkdtempSync(path.join(cache, "process-data-dir-"));
  const env = { ...baseEnv(), DATA_DIR: making };
  execFileSync(process.execPath, [compiledEntry("prepare-db")], { cwd: root, env, stdio: "pipe" });
  renameSync(making, template);
  return template;
}

/** A new DATA_DIR for a start with `env`: a copy of the run's demo one when the start would seed the same. */
export function newDataDir(env: Record<string, string | undefined> = {}): string {
  const dataDir = makeTempDataDir();
  if (Object.keys(env).some((key) => SEED_SETTINGS.test(key))) return dataDir;
  const template = demoDataTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

function requireBuild() {
  const dist = process.env.NEXT_DIST_DIR || ".next";
  const missing = [path.join(dist, "BUILD_ID"), compiledEntry("serve")].find(
    (file) => !existsSync(path.join(root, file)),
  );
  if (missing) {
    throw new Error(
      `no production build (${missing}): run \`npm run build\` (or npm test, which builds) first`,
    );
  }
}

/** Starts the entry without waiting for it to serve. Its process group is its own, so stop() reaches children. */
export function spawnStore(options: StoreOptions & { port: number }): StoreProcess {
  requireBuild();
  const dataDir = options.env?.DATA_DIR ?? newDataDir(options.env);
  const env = baseEnv();
  Object.assign(env, { DATA_DIR: dataDir, PORT: String(options.port) }, options.env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const hostname = options.hostname ?? "127.0.0.1";
  const [command, ...args] =
    options.entry === "npm"
      ? ["npm", "start", "--", "--no-build", "--hostname", hostname]
      : options.entry === "start"
        ? [process.execPath, ...SERVER_NODE_FLAGS, "scripts/start.mjs", "--no-build", "--hostname", hostname]
        : [process.execPath, ...serverArgs(options.port, hostname)];
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    uid: options.uid,
    gid: options.gid,
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<Exit>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  void exited.then(listChild(child.pid));
  const origin = `http://${hostname}:${options.port}`;
  let stopRequested = false;
  const stop = async (signal: NodeJS.Signals = "SIGTERM", graceMs = 20_000) => {
    stopRequested = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const killer = setTimeout(() => killGroup(child), graceMs);
    const exit = await exited;
    clearTimeout(killer);
    return exit;
  };
  return {
    child,
    port: options.port,
    origin,
    dataDir,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    stop,
    stopRequested: () => stopRequested,
  };
}

function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {}
}

/** True while any process of the entry's process group (the entry or a child it left behind) is alive. */
export function isGroupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the entry and resolves once GET /api/build/ answers 200; rejects with its output if it exits first. */
export async function startStore(options: StoreOptions = {}, timeoutMs = 90_000): Promise<StoreProcess> {
  const store = spawnStore({ ...options, port: options.port ?? (await findFreePort()) });
  let exit: Exit | undefined;
  void store.exited.then((e) => (exit = e));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit)
      throw new Error(`the store exited (${exit.code ?? exit.signal}) before serving:\n${exit.stderr}`);
    try {
      const res = await fetch(`${store.origin}/api/build/`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return store;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await store.stop("SIGKILL");
  throw new Error(`the store did not serve within ${timeoutMs} ms:\n${store.stderr()}`);
}

/** Stops the store (if running) and removes its DATA_DIR. */
export async function disposeStore(store: StoreProcess | undefined) {
  if (!store) return;
  // Exited on its own, not by the test's stop() (a test may stop or kill -9 its store on purpose).
  const diedEarlier =
    !store.stopRequested() && (store.child.exitCode !== null || store.child.signalCode !== null);
  const exit = await store.stop();
  // A store that died under a test is the first thing to know when that test fails (in CI above all): its output.
  if (diedEarlier) {
    console.error(
      `the store exited (${exit.code ?? exit.signal}) before the test stopped it; its stderr:\n${exit.stderr.slice(-8_000)}`,
    );
  }
  rmSync(store.dataDir, { recursive: true, force: true });
}
