// A throw-away PostgreSQL cluster of a test's own (as scripts/cluster.mjs's startOwnPostgres makes one), for tests
// that stop and start the database: the shared server is never touched. As the postgres user when we are root
// (initdb refuses root).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type OwnPostgres = {
  url: string;
  /** `pg_ctl -m immediate stop`: every connection dropped at once, as a crash or an abrupt restart does. */
  stopImmediately: () => void;
  start: () => void;
  drop: () => void;
};

function postgresBinDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions)
    if (existsSync(path.join(base, v, "bin/initdb"))) return path.join(base, v, "bin");
  throw new Error("PostgreSQL binaries not found: apt-get install -y postgresql");
}

export const hasPostgresBinaries = () => {
  try {
    postgresBinDir();
    return true;
  } catch {
    return false;
  }
};

export function startOwnPostgres(port: number): OwnPostgres {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), "store-own-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const as = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, cmd), args, { stdio: "pipe" });
  as("initdb", ["-D", data, "-U", "store", "--auth=trust", "-E", "UTF8"]);
  const start = () =>
    void as("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    ]);
  start();
  as("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "store", "store"]);
  return {
    url: `postgres://store@127.0.0.1:${port}/store`,
    stopImmediately: () => void as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
    start,
    drop: () => {
      try {
        as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
