// The PGlite DATA_DIR lock and the start checks of the directory, in-process (tests/process covers the server).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkDataDir } from "@/lib/server/db/check-data-dir";
import { openDatabase } from "@/lib/server/db/client";
import { acquireDataDirLock } from "@/lib/server/db/data-dir-lock";
import { isStartupError } from "@/lib/server/startup-error";
import { newDataDir } from "../helpers/new-data-dir";

let dir: string;
const lockFile = () => path.join(dir, "store.lock");

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "store-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function deadPid() {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((r) => child.once("exit", r));
  return child.pid!;
}

function caught(fn: () => unknown): Error {
  try {
    fn();
  } catch (err) {
    return err as Error;
  }
  throw new Error("expected a throw");
}

describe("acquireDataDirLock", () => {
  it("writes our pid, is re-entrant within the process, and goes with the last release", () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), "utf8").trim()).toBe(String(process.pid));
    const again = acquireDataDirLock(dir);
    release();
    expect(existsSync(lockFile())).toBe(true);
    again();
    again();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("refuses a directory a live process holds, naming it, the pid and PostgreSQL", () => {
    let holder: ChildProcess | undefined;
    try {
      holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
      writeFileSync(lockFile(), `${holder.pid}\n`);
      const err = caught(() => acquireDataDirLock(dir));
      expect(isStartupError(err)).toBe(true);
      expect(err.message).toContain(dir);
      expect(err.message).toContain(`pid ${holder.pid}`);
      expect(err.message).toContain("PostgreSQL (DATABASE_URL)");
      expect(err.message).not.toContain("\n");
      // The holder's lock is left as it was.
      expect(readFileSync(lockFile(), "utf8").trim()).toBe(String(holder.pid));
    } finally {
      holder?.kill();
    }
  });

  it.each([
    ["a dead pid", async () => `${await deadPid()}\n`],
    ["garbage", async () => "not a pid"],
    ["an empty file", async () => ""],
  ])("takes over a stale lock holding %s", async (_name, content) => {
    writeFileSync(lockFile(), await content());
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("several processes racing for a stale lock: exactly one gets it", async () => {
    writeFileSync(lockFile(), `${await deadPid()}\n`);
    const script =
      `const { acquireDataDirLock } = require(${JSON.stringify(path.resolve("lib/server/db/data-dir-lock.ts"))});` +
      `try { acquireDataDirLock(process.argv[1]); console.log("won"); setTimeout(() => {}, 60_000); }` +
      `catch (e) { console.log(e.isStartupError ? "refused" : String(e)); }`;
    // A winner holds the lock until every racer has answered: one that let go after a fixed time could hand it
    // on, rightly, to a racer that a loaded machine started late (seen with a 3 s hold).
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ["--import", "tsx", "-e", script, dir], {
        stdio: ["ignore", "pipe", "inherit"],
      }),
    );
    try {
      const outputs = await Promise.all(
        children.map((child) => {
          let out = "";
          return new Promise<string>((resolve) => {
            child.stdout!.on("data", (d) => {
              out += d;
              if (out.includes("\n")) resolve(out.trim());
            });
            child.once("close", () => resolve(out.trim()));
          });
        }),
      );
      expect(outputs.sort()).toEqual(["refused", "refused", "refused", "won"]);
    } finally {
      for (const child of children) child.kill();
    }
  }, 60_000);

  it("openDatabase holds the lock while open and releases it on close", async () => {
    rmSync(dir, { recursive: true, force: true });
    dir = await newDataDir("lock");
    const handle = await openDatabase(undefined, dir);
    try {
      expect(readFileSync(lockFile(), "utf8").trim()).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  }, 90_000);
});

describe("checkDataDir", () => {
  it.each(["/proc/store", "/sys/store", "/dev/store", "/proc/self/cwd"])("refuses %s", (bad) => {
    const err = caught(() => checkDataDir(bad));
    expect(isStartupError(err)).toBe(true);
    expect(err.message).toMatch(/^DATA_DIR \S+ is on a kernel pseudo file system/);
  });

  it("refuses a path through a file", () => {
    writeFileSync(path.join(dir, "file"), "");
    const err = caught(() => checkDataDir(path.join(dir, "file", "data")));
    expect(err.message).toContain("cannot be created: a part of the path is a file, not a directory");
  });

  it("creates the database directory in a usable one", () => {
    expect(checkDataDir(path.join(dir, "data"))).toBe(path.join(dir, "data", "pglite"));
    expect(existsSync(path.join(dir, "data", "pglite"))).toBe(true);
  });
});
