// PGlite on an unusable directory fails late and unclearly (under /proc it spins at full CPU forever), so the
// directory is checked before the database opens: a real, writable file system, or one line saying what is wrong.
import { mkdirSync, realpathSync, statfsSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { StartupError } from "../startup-error";

// Kernel pseudo file systems (statfs f_type magic numbers): files there are not storage.
const PSEUDO_FILE_SYSTEMS = new Map<number, string>([
  [0x9fa0, "proc"],
  [0x62656572, "sysfs"],
  [0x1373, "devtmpfs"],
  [0x1cd1, "devpts"],
  [0x27e0eb, "cgroup"],
  [0x63677270, "cgroup2"],
  [0x64626720, "debugfs"],
  [0x74726163, "tracefs"],
  [0x73636673, "securityfs"],
  [0xcafe4a11, "bpf"],
  [0x62656570, "configfs"],
  [0x6165676c, "pstore"],
]);
const PSEUDO_ROOTS = ["/proc", "/sys", "/dev"];

const REASONS: Record<string, string> = {
  EROFS: "read-only file system",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  ENOTDIR: "a part of the path is a file, not a directory",
  EEXIST: "a part of the path is a file, not a directory",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "path too long",
};

function describeFsError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code ?? "";
  return REASONS[code] ?? (code || (err as Error).message);
}

/** The deepest existing ancestor of `dir` (itself if it exists), with symbolic links resolved. */
function resolveExistingAncestor(dir: string): string {
  for (let p = dir; ; p = path.dirname(p)) {
    try {
      return realpathSync(p);
    } catch {
      if (p === path.dirname(p)) return p;
    }
  }
}

function isUnder(p: string, root: string) {
  return p === root || p.startsWith(`${root}/`);
}

/** Makes sure `dataDir/pglite` can hold a database; throws a one-line StartupError naming DATA_DIR otherwise. */
export function checkDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const existing = resolveExistingAncestor(dir);
  const root = PSEUDO_ROOTS.find((r) => isUnder(existing, r) || isUnder(dir, r));
  const fsName = PSEUDO_FILE_SYSTEMS.get(Number(statfsSync(existing, { bigint: false }).type));
  if (root || fsName) {
    throw new StartupError(
      `DATA_DIR ${dir} is on a kernel pseudo file system (${fsName ?? root}), not storage: ` +
        "point DATA_DIR at a writable directory on disk",
    );
  }
  const dbDir = path.join(dir, "pglite");
  try {
    mkdirSync(dbDir, { recursive: true });
  } catch (err) {
    throw new StartupError(`DATA_DIR ${dir} cannot be created: ${describeFsError(err)}`, { cause: err });
  }
  const probe = path.join(dbDir, `.write-probe-${process.pid}`);
  try {
    writeFileSync(probe, "");
    unlinkSync(probe);
  } catch (err) {
    throw new StartupError(`DATA_DIR ${dir} is not writable: ${describeFsError(err)}`, { cause: err });
  }
  return dbDir;
}
