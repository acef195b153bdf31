// Issue 9 section 5: one process per PGlite DATA_DIR (a lock file with its pid), stale locks taken over, and a
// stopped `npm start` leaves nothing behind that keeps the port or the lock.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import {
  disposeStore,
  findFreePort,
  isGroupAlive,
  newDataDir,
  spawnStore,
  startStore,
  type StoreProcess,
} from "./start-store";

jest.setTimeout(180_000);

const lockFile = (dataDir: string) => path.join(dataDir, "store.lock");

/** The pid of a process that has just exited (so no process holds it now). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((r) => child.once("exit", r));
  return child.pid!;
}

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

describe("PGlite DATA_DIR lock", () => {
  let first: StoreProcess | undefined;

  afterEach(async () => {
    await disposeStore(first);
    first = undefined;
  });

  it("a second server on the same DATA_DIR exits 1 at once with one line naming the directory, pid and PostgreSQL", async () => {
    first = await startStore();
    const holder = readFileSync(lockFile(first.dataDir), "utf8").trim();
    expect(holder).toBe(String(first.child.pid));

    const started = Date.now();
    const second = spawnStore({ port: await findFreePort(), env: { DATA_DIR: first.dataDir } });
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
    const lines = exit.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(first.dataDir);
    expect(lines[0]).toContain(`pid ${holder}`);
    expect(lines[0]).toContain("DATABASE_URL");
    expect(lines[0]).toMatch(/PostgreSQL/);
    // The first server is untouched and still owns the directory.
    expect((await fetch(`${first.origin}/api/games/`)).status).toBe(200);
    expect(readFileSync(lockFile(first.dataDir), "utf8").trim()).toBe(holder);
  });

  it("takes over a stale lock whose process is gone", async () => {
    // A prepared demo directory (the run's copy, not a new seed) left locked by a process that is gone.
    const dataDir = newDataDir();
    writeFileSync(lockFile(dataDir), `${await deadPid()}\n`);
    first = await startStore({ env: { DATA_DIR: dataDir } });
    expect(readFileSync(lockFile(dataDir), "utf8").trim()).toBe(String(first.child.pid));
    expect((await fetch(`${first.origin}/api/games/`)).status).toBe(200);
  });

  it.each(["start", "npm"] as const)(
    "SIGTERM to `npm start` (%s) stops the server: port closed, lock gone, no orphan",
    async (entry) => {
      first = await startStore({ entry });
      const holder = Number(readFileSync(lockFile(first.dataDir), "utf8").trim());
      // The server runs in the start process itself (under npm: npm, then sh, then that process).
      if (entry === "start") expect(holder).toBe(first.child.pid);
      const exit = await first.stop("SIGTERM");
      if (entry === "start") expect(exit.code).toBe(0);
      // npm returns once its shell is gone; what it started must follow within the shutdown grace.
      const deadline = Date.now() + 15_000;
      while (isGroupAlive(first.child) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(isGroupAlive(first.child)).toBe(false);
      expect(await isPortOpen(first.port)).toBe(false);
      expect(existsSync(lockFile(first.dataDir))).toBe(false);
      // The directory is free again: a new server opens it.
      const again = await startStore({ env: { DATA_DIR: first.dataDir } });
      await again.stop();
    },
  );

  it("finishes a request in flight on SIGTERM, then exits 0", async () => {
    first = await startStore();
    const store = first;
    // A sign-in whose body arrives in two parts: the signal comes while the server is reading it.
    const req = request(`${store.origin}/api/auth/jwt/create/`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on("response", (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject);
    });
    req.write('{"email": "demo@example.com", ');
    await new Promise((r) => setTimeout(r, 500));
    const stopping = store.stop("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    expect(isGroupAlive(store.child)).toBe(true);
    req.end('"password": "wrong-password"}');
    const res = await answer;
    expect(res.status).toBe(401);
    expect((await stopping).code).toBe(0);
  });
});
