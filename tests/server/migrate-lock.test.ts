// Issue 14: migrations run exactly once when several instances start together on one PostgreSQL (an advisory
// lock), and a database migrated by a newer build is refused with a clear message.
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { openDatabase } from "@/lib/server/db/client";
import { migrateDatabase, migrationsFolder } from "@/lib/server/db/migrate";
import { createPostgresDatabase } from "../helpers/test-db";

const known = readMigrationFiles({ migrationsFolder });
const newest = Math.max(...known.map((m) => m.folderMillis));
const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres("migrations on PostgreSQL", () => {
  it("run once when three instances migrate a fresh database at the same time", async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase(created.url)));
    try {
      const results = await Promise.allSettled(handles.map((h) => migrateDatabase(h.db)));
      expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual([
        "ok",
        "ok",
        "ok",
      ]);
      const rows = (await handles[0].db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number; d: number }[] };
      expect(rows.rows[0]).toEqual({ n: known.length, d: known.length });
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await created.drop();
    }
  }, 60_000);
});

describe("a database migrated by a newer build", () => {
  it("is refused with a message that says what to do", async () => {
    const handle = await openDatabase("memory://");
    try {
      await migrateDatabase(handle.db);
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${newest + 86_400_000})`,
      );
      await expect(migrateDatabase(handle.db)).rejects.toThrow(
        /^The database was migrated by a newer build of the store \(its schema is of \d{4}-\d\d-\d\d, this build knows migrations up to \d{4}-\d\d-\d\d\): start that build, or restore a backup taken before it$/,
      );
    } finally {
      await handle.close();
    }
  }, 60_000);
});
