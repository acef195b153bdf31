// Issue 14: the backup procedure of deploy/README.md works: `pg_dump -Fc` of a store's database restored with
// `pg_restore` into a fresh database holds every order (same ids, hashes, statuses, totals), every line and every
// payment-ledger entry, and the restored database migrates as current.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { createPostgresDatabase, startTestDb, type TestDb } from "../helpers/test-db";

const tools = ["/usr/bin/pg_dump", "/usr/bin/pg_restore"].every((p) => existsSync(p));
const run = process.env.TEST_DATABASE_URL && tools ? describe : describe.skip;

type Rows = { rows: Record<string, unknown>[] };
const snapshot = async (db: TestDb["db"]) => ({
  orders: ((await db.execute(sql`select id, hash, status, total from orders order by id`)) as unknown as Rows)
    .rows,
  lines: (
    (await db.execute(sql`select id, order_id, status from order_lines order by id`)) as unknown as Rows
  ).rows,
  ledger: (
    (await db.execute(
      sql`select id, event, outcome, amount_rub from payment_ledger order by id`,
    )) as unknown as Rows
  ).rows,
});

run("backup and restore", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine: "postgres" });
  }, 60_000);
  afterAll(() => t.close());

  it("restores every order, line and ledger entry into a fresh database", async () => {
    const [{ url }] = ((await t.db.execute(sql`select current_database() as url`)) as unknown as Rows)
      .rows as {
      url: string;
    }[];
    const source = new URL(process.env.TEST_DATABASE_URL!);
    source.pathname = `/${url}`;
    const dir = mkdtempSync(path.join(tmpdir(), "store-backup-"));
    const target = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const restored = await openDatabase(target.url);
    try {
      const dump = path.join(dir, "store.dump");
      execFileSync("/usr/bin/pg_dump", ["-Fc", "--dbname", source.toString(), "-f", dump], { stdio: "pipe" });
      execFileSync("/usr/bin/pg_restore", ["--no-owner", "--dbname", target.url, dump], { stdio: "pipe" });
      const before = await snapshot(t.db);
      expect(before.orders.length).toBeGreaterThan(50);
      expect(await snapshot(restored.db)).toEqual(before);
      await expect(migrateDatabase(restored.db)).resolves.toBeUndefined();
    } finally {
      await restored.close();
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
