// Readiness names the failing part: a database behind this build's migrations, a process shutting down.
import { sql } from "drizzle-orm";
import { checkReadiness } from "@/lib/server/health/check-readiness";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { processRoot } from "@/lib/server/runtime/process-root";

describe.each(testEngines)("readiness on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
  }, 30_000);
  afterAll(() => t.close());

  it("is ready on a migrated database with the queue started", async () => {
    expect(await checkReadiness()).toEqual({
      ready: true,
      checks: { database: "ok", migrations: "ok", queue: "ok", shutdown: "ok" },
    });
  });

  it("says so while the process shuts down", async () => {
    processRoot().shuttingDown = true;
    try {
      expect(await checkReadiness()).toMatchObject({ ready: false, checks: { shutdown: "shutting down" } });
    } finally {
      processRoot().shuttingDown = undefined;
    }
  });

  it("refuses a database that lacks this build's newest migration", async () => {
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await checkReadiness()).toMatchObject({
      ready: false,
      checks: { database: "ok", migrations: "the database lacks migrations this build needs" },
    });
  });
});
