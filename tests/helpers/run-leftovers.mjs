// What a test run leaves running if it is stopped from outside (Ctrl-C, a SIGTERM to Jest): the web instances,
// workers and nginx the process tests start in process groups of their own, and the PostgreSQL clusters they start
// (pg_ctl daemonises them). A test's afterAll stops them, but a stopped Jest runs no afterAll, so they kept running,
// and slowed every later run. Each is listed in the run's directory while it runs (a file per process), and Jest's
// global set-up (jest-run-setup.mjs, in Jest's own process) stops every listed one when the run gets a signal.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The run's list, or undefined outside a Jest run (a helper used by a script on its own lists nothing). */
function listDir() {
  const runDir = process.env.STORE_TEST_DB_CACHE;
  return runDir ? path.join(runDir, "leftovers") : undefined;
}

function list(name, content) {
  const dir = listDir();
  if (!dir) return () => {};
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return () => rmSync(file, { force: true });
}

/** Lists a child (and the process group it leads, when spawned detached); answers the function that unlists it. */
export function listChild(pid) {
  return pid ? list(`child-${pid}`, String(pid)) : () => {};
}

/** Lists a PostgreSQL cluster by its data directory (its postmaster's pid is read when it must be stopped). */
export function listPostgres(dataDir) {
  return list(`postgres-${randomBytes(6).toString("hex")}`, dataDir);
}

const kill = (pid, signal) => {
  try {
    process.kill(pid, signal);
  } catch {}
};

/** Stops every listed process at once: a child's group and the child with SIGKILL, a postmaster with SIGQUIT. */
export function stopListed() {
  const dir = listDir();
  if (!dir) return;
  let files = [];
  try {
    files = readdirSync(dir);
  } catch {
    return;
  }
  for (const file of files) {
    let content;
    try {
      content = readFileSync(path.join(dir, file), "utf8").trim();
    } catch {
      continue;
    }
    if (file.startsWith("child-")) {
      kill(-Number(content), "SIGKILL");
      kill(Number(content), "SIGKILL");
    } else if (file.startsWith("postgres-")) {
      // SIGQUIT is PostgreSQL's immediate shutdown: the postmaster stops its backends and exits at once.
      try {
        const pid = Number(readFileSync(path.join(content, "postmaster.pid"), "utf8").split("\n")[0]);
        if (pid > 0) kill(pid, "SIGQUIT");
      } catch {}
    }
    rmSync(path.join(dir, file), { force: true });
  }
}

/** In Jest's own process: on SIGINT, SIGTERM or SIGHUP, stops what is listed, then lets the signal end the run. */
export function stopListedOnSignal() {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      stopListed();
      process.kill(process.pid, signal);
    });
  }
}
