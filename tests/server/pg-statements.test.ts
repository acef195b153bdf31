// Named statements on PostgreSQL (lib/server/db/pg-statements.ts): a repeated text runs as a statement prepared
// once per pooled connection, answers what an unnamed one answers, in and out of transactions, and its values stay
// bind parameters. Needs TEST_DATABASE_URL (skipped without it, as the other PostgreSQL-only tests).
import { Pool } from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import { poolWithNamedStatements } from "@/lib/server/db/pg-statements";
import { createPostgresDatabase } from "../helpers/test-db";

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres("named statements on a PostgreSQL pool", () => {
  let created: { url: string; drop: () => Promise<void> };
  let raw: Pool;
  let pool: Pool;

  beforeAll(async () => {
    created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    raw = new Pool({ connectionString: created.url, max: 1 });
    await raw.query(`create table items (id serial primary key, title text not null unique, price bigint not null);
      insert into items (title, price) values ('a', 100), ('b', 250);`);
    pool = poolWithNamedStatements(raw);
  }, 30_000);

  afterAll(async () => {
    await raw?.end();
    await created?.drop();
  });

  const prepared = async () =>
    (
      await raw.query<{ name: string; statement: string }>(
        "select name, statement from pg_prepared_statements",
      )
    ).rows;

  it("prepares a text on its second use, once per connection, and answers as an unnamed statement", async () => {
    const read = "select id, title from items where price >= $1 order by id";
    const unnamed = await raw.query(read, [200]);
    expect((await pool.query(read, [200])).rows).toEqual(unnamed.rows);
    expect(await prepared()).toEqual([]);
    for (let i = 0; i < 3; i++) expect((await pool.query({ text: read }, [200])).rows).toEqual(unnamed.rows);
    expect(await prepared()).toEqual([{ name: "store_1", statement: read }]);
  });

  it("keeps a value a bind parameter", async () => {
    const find = "select count(*)::int as n from items where title = $1";
    for (let i = 0; i < 3; i++)
      expect((await pool.query(find, ["x'; drop table items; --"])).rows).toEqual([{ n: 0 }]);
    expect((await pool.query(find, ["a"])).rows).toEqual([{ n: 1 }]);
  });

  it("names the statements of a lent connection (drizzle's transactions) and rolls them back", async () => {
    const db = drizzle(pool);
    const count = sql`select count(*)::int as n from items where price = ${7}`;
    await expect(
      db.transaction(async (tx) => {
        for (const title of ["t1", "t2"])
          await tx.execute(sql`insert into items (title, price) values (${title}, ${7})`);
        expect((await tx.execute(count)).rows).toEqual([{ n: 2 }]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await db.execute(count)).rows).toEqual([{ n: 0 }]);
    const names = (await prepared()).map((r) => r.statement);
    expect(names).toContain("insert into items (title, price) values ($1, $2)");
  });

  it("prepares a statement again when a migration changed its result (a rolling update's newer instance)", async () => {
    const all = "select * from items where title = $1";
    for (let i = 0; i < 2; i++) expect((await pool.query(all, ["a"])).rows).toHaveLength(1);
    await raw.query("alter table items add column note text");
    const refused = await pool.query(all, ["a"]).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "0A000" });
    await pool.query(all, ["a"]); // unnamed, then named afresh
    const again = await pool.query(all, ["a"]);
    expect(again.rows[0]).toMatchObject({ title: "a", note: null });
  });

  it("reports the database's errors as they are, and the connection stays usable", async () => {
    const insert = "insert into items (title, price) values ($1, $2)";
    await pool.query(insert, ["c", 1]);
    const error = await pool.query(insert, ["c", 2]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", constraint: "items_title_key" });
    expect((await pool.query("select $1::int as v", [5])).rows).toEqual([{ v: 5 }]);
  });
});
