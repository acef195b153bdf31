// A throw-away PostgreSQL cluster from Debian's binaries, for `npm run cluster` and the process tests that need a
// server of their own (one they may stop, dump and restore without touching the shared one).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The newest installed PostgreSQL's bin directory (/usr/lib/postgresql/N/bin). */
export function postgresBinDir() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions)
    if (existsSync(path.join(base, v, "bin/initdb"))) return path.join(base, v, "bin");
  throw new Error("PostgreSQL binaries not found: apt-get install -y postgresql");
}

/**
 * A cluster on 127.0.0.1:`port` with a database `store` owned by the trusted role `store` (run as the postgres user
 * when we are root: initdb refuses root). Answers { url, bin, dataDir, port, start(), stop(mode), drop() }: stop("immediate")
 * drops every connection at once, as a crash or an abrupt restart does, and start() brings it back.
 */
export async function startOwnPostgres(port) {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), "store-cluster-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const as = (cmd, args) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, cmd), args, { stdio: "pipe" });
  as("initdb", ["-D", data, "-U", "store", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const start = () =>
    void as("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "start", "-o", options]);
  const stop = (mode = "fast") => void as("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();
  as("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "store", "store"]);
  return {
    url: `postgres://store@127.0.0.1:${port}/store`,
    bin,
    dataDir: data,
    port,
    start,
    stop,
    drop: async () => {
      try {
        stop("immediate");
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether Debian's PostgreSQL binaries are installed (tests that need a server of their own skip without them). */
export function hasPostgresBinaries() {
  try {
    postgresBinDir();
    return true;
  } catch {
    return false;
  }
}
