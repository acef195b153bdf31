// `npm run db:migrate` as an operator runs it: the configured database (a fresh DATA_DIR's PGlite, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set) gets every committed migration, recorded in drizzle's table.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { openDatabase } from "@/lib/server/db/client";
import { migrationsFolder } from "@/lib/server/db/migrate";

type Run = { code: number | null; stdout: string; stderr: string };
type Target = {
  env: Record<string, string | undefined>;
  /** The line the script prints first, naming the database. */
  where: string;
  exec: (sql: string) => Promise<Record<string, unknown>[]>;
};

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: { when: number; tag: string }[];
};
const TIMEOUT_MS = 120_000;

function runMigrate(env: Record<string, string | undefined>): Promise<Run> {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn" };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  const child = spawn("npm", ["run", "--silent", "db:migrate"], {
    env: { ...base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** A throw-away DATA_DIR; its PGlite is opened only while the script is not running (the directory lock). */
function pgliteTarget(): Target & { cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "store-migrate-"));
  return {
    env: { DATA_DIR: dir },
    where: `• Database: embedded PGlite in ${path.join(dir, "pglite")}\n`,
    exec: async (sql) => {
      const handle = await openDatabase(undefined, dir);
      try {
        return (await handle.exec(sql)).rows;
      } finally {
        await handle.close();
      }
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(base: string): Promise<Target & { cleanup: () => Promise<void> }> {
  const name = `store_migrate_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    where: "• Database: PostgreSQL (DATABASE_URL)\n",
    exec: async (sql) => {
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    cleanup: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const recordedTimes = async (target: Target) =>
  (await target.exec("select created_at from drizzle.__drizzle_migrations order by id")).map((row) =>
    Number(row.created_at),
  );

const engines: [string, () => Promise<Target & { cleanup: () => unknown }>][] = [
  ["PGlite in DATA_DIR", async () => pgliteTarget()],
];
const base = process.env.TEST_DATABASE_URL;
if (base) engines.push(["PostgreSQL (DATABASE_URL)", () => postgresTarget(base)]);

describe.each(engines)("npm run db:migrate on %s", (_engine, makeTarget) => {
  let target: Target & { cleanup: () => unknown };
  beforeEach(async () => {
    target = await makeTarget();
  });
  afterEach(async () => {
    await target.cleanup();
  });

  it(
    "applies every migration once, names them, and is a no-op the second time",
    async () => {
      const first = await runMigrate(target.env);
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      expect(first.stdout.startsWith(target.where)).toBe(true);
      for (const { tag } of journal.entries) expect(first.stdout).toContain(`• Applied ${tag}\n`);
      expect(await recordedTimes(target)).toEqual(journal.entries.map((entry) => entry.when));
      // The schema itself is there, not only drizzle's bookkeeping.
      expect(await target.exec("select count(*)::int as n from games")).toEqual([{ n: 0 }]);

      const second = await runMigrate(target.env);
      expect(second.code).toBe(0);
      expect(second.stdout).not.toContain("• Applied");
      expect(second.stdout).toContain(`Already up to date: ${journal.entries.length} migration(s)`);
      expect(await recordedTimes(target)).toHaveLength(journal.entries.length);
    },
    TIMEOUT_MS,
  );

  it(
    "exits 1 with one line when a migration is refused, and records nothing for it",
    async () => {
      // A table the first migration creates, already there: its CREATE TABLE fails.
      await target.exec("create table games (id int)");
      const run = await runMigrate(target.env);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(/^✖ Migrations failed: .*games.*already exists/);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(
        await target.exec("select to_regclass('drizzle.__drizzle_migrations') is not null as present"),
      ).toEqual([{ present: true }]);
      expect(await recordedTimes(target)).toEqual([]);
    },
    TIMEOUT_MS,
  );
});

describe("npm run db:migrate on a database it cannot use", () => {
  it(
    "exits 1 naming the unreachable DATABASE_URL, without its password",
    async () => {
      const run = await runMigrate({ DATABASE_URL: "postgres://store:s3cret@127.0.0.1:1/store" });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(/^✖ DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1/);
      expect(run.stderr).not.toContain("s3cret");
    },
    TIMEOUT_MS,
  );

  it(
    "exits 1 naming a malformed DATABASE_URL",
    async () => {
      const run = await runMigrate({ DATABASE_URL: "mysql://store@localhost/store" });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        "✖ Invalid configuration: DATABASE_URL: must start with postgres:// or postgresql://",
      );
    },
    TIMEOUT_MS,
  );
});
