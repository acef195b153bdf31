// `npm run db:migrate` as an operator runs it: the configured database (a fresh DATA_DIR's PGlite, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set) gets every committed migration, recorded in drizzle's table.
import { readFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder } from "@/lib/server/db/migrate";
import { runNpm, scriptTargets, targetPerTest, type ScriptTarget as Target } from "../helpers/script-target";

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: { when: number; tag: string }[];
};
const TIMEOUT_MS = 120_000;

const runMigrate = (env: Record<string, string | undefined>) =>
  runNpm(["run", "--silent", "db:migrate"], env);

/** The line the script prints first, naming the database. */
const where = (target: Target) =>
  target.env.DATA_DIR
    ? `• Database: embedded PGlite in ${path.join(target.env.DATA_DIR, "pglite")}\n`
    : "• Database: PostgreSQL (DATABASE_URL)\n";

const recordedTimes = async (target: Target) =>
  (await target.exec("select created_at from drizzle.__drizzle_migrations order by id")).map((row) =>
    Number(row.created_at),
  );

// The first run on an empty DATA_DIR: the script's own open makes PGlite's database (initdb), then migrates it.
describe.each(scriptTargets("migrate", { empty: true }))(
  "npm run db:migrate on a new %s",
  (_engine, makeTarget) => {
    const target = targetPerTest(makeTarget);

    it(
      "applies every migration once, names them, and is a no-op the second time",
      async () => {
        const first = await runMigrate(target.env);
        expect(first.stderr).toBe("");
        expect(first.code).toBe(0);
        expect(first.stdout.startsWith(where(target))).toBe(true);
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
  },
);

describe.each(scriptTargets("migrate"))("npm run db:migrate on %s", (_engine, makeTarget) => {
  const target = targetPerTest(makeTarget);

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
