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
 * when we are root: initdb refuses root). Answers { url, bin, port, drop() }.
 */
export async function startOwnPostgres(port) {
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
    bin,
    port,
    drop: async () => {
      try {
        as(path.join(bin, "pg_ctl"), ["-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"]);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
