// PGlite is one process's files: two processes on one DATA_DIR both run and silently lose each other's writes.
// The process that opens the directory holds `<DATA_DIR>/store.lock` (its pid inside) until it closes or exits.
import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { StartupError } from "../startup-error";

const LOCK_NAME = "store.lock";
// A takeover that crashed halfway leaves its marker behind; after this long nobody is still in the middle of one.
const TAKEOVER_STALE_MS = 10_000;

/** Lock files this process holds, with how many open handles use each. */
const held = new Map<string, number>();
let isExitHookInstalled = false;

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Creates `file` holding our pid, or returns false if it exists: linked from a written temp file, so nobody ever
 * reads a half-written lock. */
function createExclusive(file: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${process.pid}\n`, { mode: 0o644 });
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    removeQuietly(temp);
  }
}

function removeQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {}
}

/**
 * Removes a lock left by a dead process. Two processes may find the same stale lock at once: only the one that
 * creates the takeover marker may delete it, so neither can delete the fresh lock the other has just created.
 */
function takeOverStale(file: string, stalePid: number | undefined) {
  const marker = `${file}.takeover`;
  if (!createExclusive(marker)) {
    const age = Date.now() - (statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) removeQuietly(marker);
    return;
  }
  try {
    if (readHolder(file) === stalePid) removeQuietly(file);
  } finally {
    removeQuietly(marker);
  }
}

function releaseAllOnExit() {
  for (const file of held.keys()) if (readHolder(file) === process.pid) removeQuietly(file);
  held.clear();
}

function describeHolder(dataDir: string, pid: number | undefined) {
  const who = pid ? `another store process (pid ${pid})` : "another store process";
  return (
    `DATA_DIR ${dataDir} is in use by ${who}: the embedded database allows one process per directory; ` +
    "stop that process, or run several processes on PostgreSQL (DATABASE_URL)"
  );
}

/**
 * Takes the exclusive lock on `dataDir` (which must exist) and returns its release. Re-entrant within one process
 * (a script and the code it calls may both open the database); throws a StartupError naming the holder's pid when
 * a live process holds it. A lock whose pid is not running is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_NAME);
  const count = held.get(file);
  if (count && readHolder(file) === process.pid) {
    held.set(file, count + 1);
  } else {
    let isAcquired = false;
    for (let attempt = 0; attempt < 5 && !isAcquired; attempt++) {
      if (createExclusive(file)) {
        isAcquired = true;
        break;
      }
      const pid = readHolder(file);
      // Our own pid in a lock we do not hold: a previous run with the same pid (a container restart) crashed.
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) {
        throw new StartupError(describeHolder(dir, pid));
      }
      takeOverStale(file, pid);
      // Another process may be in the middle of the same takeover: give it a moment to finish.
      if (attempt > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
    if (!isAcquired) throw new StartupError(describeHolder(dir, readHolder(file)));
    held.set(file, 1);
    if (!isExitHookInstalled) {
      isExitHookInstalled = true;
      process.once("exit", releaseAllOnExit);
    }
  }
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    const left = (held.get(file) ?? 1) - 1;
    if (left > 0) {
      held.set(file, left);
      return;
    }
    held.delete(file);
    if (readHolder(file) === process.pid) removeQuietly(file);
  };
}
