// Issue 9 section 9: configuration that cannot work stops the start with one line naming it and status 1 — a bad
// DATABASE_URL within 10 s, an unusable DATA_DIR, live mode without any payment provider; issue 25: live mode
// without a mail transport (MAIL_DISABLED=1 starts on purpose and keeps no mail).
import { chmodSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import {
  findFreePort,
  makeTempDataDir,
  spawnStore,
  startStore,
  type Exit,
  type StoreOptions,
} from "./start-store";

jest.setTimeout(120_000);

async function startMustFail(options: StoreOptions): Promise<Exit & { ms: number; line: string }> {
  const started = Date.now();
  const run = spawnStore({ ...options, port: await findFreePort() });
  const exit = await run.exited;
  const lines = exit.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  return { ...exit, ms: Date.now() - started, line: lines[0] };
}

const LIVE = {
  STORE_MODE: "live",
  AUTH_SECRET: "a-live-secret-that-is-long-enough-0123456789",
  SITE_URL: "https://shop.example",
  // Nothing listens there: the start never connects, a mail would fail (and be retried).
  SMTP_URL: "smtp://127.0.0.1:1",
};

describe("start failures", () => {
  it("DATABASE_URL on a closed port: one line naming the variable, host and reason, exit 1 within 10 s", async () => {
    const port = await findFreePort();
    const res = await startMustFail({
      env: { DATABASE_URL: `postgres://store:s3cret@127.0.0.1:${port}/store` },
    });
    expect(res.code).toBe(1);
    expect(res.ms).toBeLessThan(10_000);
    expect(res.line).toContain("DATABASE_URL");
    expect(res.line).toContain(`127.0.0.1:${port}`);
    expect(res.line).toMatch(/connection refused/);
    expect(res.line).not.toMatch(/s3cret|Failed query|CREATE SCHEMA/);
  });

  it("DATABASE_URL on a server that never answers: exit 1 after the connect timeout, not a hang", async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const { port } = silent.address() as { port: number };
    try {
      const res = await startMustFail({
        env: { DATABASE_URL: `postgres://store:store@127.0.0.1:${port}/store` },
      });
      expect(res.code).toBe(1);
      expect(res.line).toContain(`DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${port}`);
      // The connect timeout named in the line, plus the process's own start: about 7 s on an idle 2-core machine,
      // 11 s once while it also ran other tests; without the timeout the start would wait forever.
      const timeoutMs = Number(/no answer within (\d+) s/.exec(res.line)?.[1]) * 1000;
      expect(timeoutMs).toBeGreaterThan(0);
      expect(res.ms).toBeGreaterThanOrEqual(timeoutMs);
      expect(res.ms).toBeLessThan(timeoutMs + 15_000);
    } finally {
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
  });

  it("a malformed DATABASE_URL is named", async () => {
    const res = await startMustFail({ env: { DATABASE_URL: "postgres://user:pass@[broken/db" } });
    expect(res.code).toBe(1);
    expect(res.line).toMatch(/DATABASE_URL: is malformed/);
  });

  it.each(["/proc/store-data", "/sys/store-data"])(
    "DATA_DIR=%s: one line, exit 1, no spinning",
    async (dir) => {
      const res = await startMustFail({ env: { DATA_DIR: dir } });
      expect(res.code).toBe(1);
      expect(res.ms).toBeLessThan(30_000);
      expect(res.line).toContain(`DATA_DIR ${dir}`);
      expect(res.line).toMatch(/pseudo file system/);
    },
  );

  it("a read-only DATA_DIR: one line, exit 1", async () => {
    const dataDir = makeTempDataDir();
    const readOnly = path.join(dataDir, "store");
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o555);
    chmodSync(dataDir, 0o755);
    // root writes anywhere: run the server as nobody, for whom the directory is read-only.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    try {
      const res = await startMustFail({ env: { DATA_DIR: readOnly }, ...asNobody });
      expect(res.code).toBe(1);
      expect(res.line).toContain(`DATA_DIR ${readOnly}`);
      expect(res.line).toMatch(/permission denied|read-only file system/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("live mode without payment credentials refuses, naming each missing variable", async () => {
    const res = await startMustFail({ env: LIVE });
    expect(res.code).toBe(1);
    for (const name of [
      "PAYSELECTION_SITE_ID",
      "PAYSELECTION_SECRET_KEY",
      "GETPAY_WALLET_ID",
      "GETPAY_SECRET",
    ]) {
      expect(res.line).toContain(name);
    }
    expect(res.line).toContain("PAYMENTS_DISABLED=1");
  });

  it("live mode without a mail transport refuses (SMTP_URL empty, as the env template ships it)", async () => {
    const res = await startMustFail({ env: { ...LIVE, SMTP_URL: "", PAYMENTS_DISABLED: "1" } });
    expect(res.code).toBe(1);
    expect(res.line).toContain("SMTP_URL");
    expect(res.line).toContain("MAIL_DISABLED=1");
  });

  it("live mode with MAIL_DISABLED=1 starts, says mail is off, and keeps no mail on disk", async () => {
    const store = await startStore({
      env: { ...LIVE, SMTP_URL: "", PAYMENTS_DISABLED: "1", MAIL_DISABLED: "1", LOG_LEVEL: "info" },
    });
    try {
      expect((await fetch(`${store.origin}/api/build/`)).status).toBe(200);
      expect(store.stderr() + store.stdout()).toContain("MAIL_DISABLED=1: e-mail is off");
      // A sign-up sends a welcome mail (a job the in-process worker runs): dropped, never written to the outbox.
      const registered = await fetch(`${store.origin}/api/auth/users/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "mail-off@example.com", password: "a-long-pass-phrase-2026" }),
      });
      expect(registered.status).toBe(201);
      const deadline = Date.now() + 20_000;
      while (!store.stdout().includes("mail not sent: MAIL_DISABLED=1") && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
      expect(store.stdout()).toContain("mail not sent: MAIL_DISABLED=1");
      expect(existsSync(path.join(store.dataDir, "outbox"))).toBe(false);
    } finally {
      await store.stop();
      rmSync(store.dataDir, { recursive: true, force: true });
    }
  });

  it("live mode with PAYMENTS_DISABLED=1 starts on purpose", async () => {
    const store = await startStore({ env: { ...LIVE, PAYMENTS_DISABLED: "1" } });
    try {
      expect((await fetch(`${store.origin}/api/build/`)).status).toBe(200);
    } finally {
      await store.stop();
      rmSync(store.dataDir, { recursive: true, force: true });
    }
  });
});
