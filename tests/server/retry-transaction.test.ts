// A transaction PostgreSQL rolls back to break a deadlock runs again instead of failing its request
// (lib/server/db/retry-transaction.ts). A real deadlock: two transactions of the store's own database handle lock
// two rows in opposite orders; PostgreSQL picks one to roll back after deadlock_timeout (1 s).
import { sql } from "drizzle-orm";
import client from "prom-client";
import type { Db } from "@/lib/server/db/client";
import { TRANSACTION_ATTEMPTS } from "@/lib/server/db/retry-transaction";
import { processRoot } from "@/lib/server/runtime/process-root";
import { startTestDb, type TestDb } from "../helpers/test-db";

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres("transactions on PostgreSQL", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine: "postgres", seed: false });
    await t.db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.execute(sql`delete from retry_probe`);
    await t.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
  });

  const bump = (tx: Db, id: number) => tx.execute(sql`update retry_probe set n = n + 1 where id = ${id}`);

  it("runs again, whole, the side PostgreSQL rolled back to break a deadlock: both commit once", async () => {
    const retries = processRoot().transactionRetries;
    const retriedBefore = retries.get("40P01 retried") ?? 0;
    // Each side holds its first row until the other holds its own, then asks for the other's: a deadlock.
    let holding = 0;
    let release!: () => void;
    const bothHold = new Promise<void>((resolve) => (release = resolve));
    const side = (first: number, second: number) => {
      let runs = 0;
      const done = t.db.transaction(async (tx) => {
        runs += 1;
        await bump(tx, first);
        if (runs === 1) {
          if (++holding === 2) release();
          await bothHold;
        }
        await bump(tx, second);
      });
      return done.then(() => runs);
    };
    const runs = await Promise.all([side(1, 2), side(2, 1)]);
    // One side ran once; the one rolled back ran twice. Every row was bumped once by each side, no more.
    expect(runs.sort()).toEqual([1, 2]);
    const rows = await t.db.execute(sql`select id, n from retry_probe order by id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
    expect(retries.get("40P01 retried")).toBe(retriedBefore + 1);
  }, 30_000);

  it("gives up after its attempts, with the error, when every attempt is rolled back", async () => {
    let runs = 0;
    const failing = t.db.transaction(async (tx) => {
      runs += 1;
      await bump(tx, 1);
      throw Object.assign(new Error("could not serialize access (a test)"), { code: "40001" });
    });
    await expect(failing).rejects.toThrow("could not serialize access");
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    const rows = await t.db.execute(sql`select n from retry_probe where id = 1`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
  });

  it("never runs again a transaction that failed for any other reason", async () => {
    let runs = 0;
    const failing = t.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into retry_probe values (1, 0)`);
    });
    await expect(failing).rejects.toThrow();
    expect(runs).toBe(1);
  });
});

describe("store_db_transaction_retries_total", () => {
  it("is read from the process root, where every copy of the database layer counts", async () => {
    await import("@/lib/server/metrics/metrics");
    processRoot().transactionRetries.set("40P01 retried", 3);
    processRoot().transactionRetries.set("40P01 gave_up", 1);
    const text = await client.register.getSingleMetricAsString("store_db_transaction_retries_total");
    expect(text).toContain('store_db_transaction_retries_total{code="40P01",outcome="retried"} 3');
    expect(text).toContain('store_db_transaction_retries_total{code="40P01",outcome="gave_up"} 1');
  });
});
