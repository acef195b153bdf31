// Named statements on PGlite (lib/server/db/pglite-statements.ts): a repeated text is parsed once and answers what
// PGlite's own query() answers, in and out of transactions, with the same errors, and values stay parameters.
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { pgliteWithNamedStatements, type NamedStatementsClient } from "@/lib/server/db/pglite-statements";

let engine: PGlite;
let client: NamedStatementsClient;

beforeAll(async () => {
  engine = new PGlite();
  await engine.waitReady;
  await engine.exec(`
    create table items (id serial primary key, title text not null unique, price bigint not null,
      made timestamptz not null default now(), tags int[] not null default '{}');
    insert into items (title, price, tags) values ('a', 100, '{1,2}'), ('b', 250, '{}');
  `);
  client = pgliteWithNamedStatements(engine);
});

afterAll(() => engine.close());

const READ = "select id, title, price, tags from items where id = any($1::int[]) order by id";

/** Statements prepared in the engine's session, read through PGlite's own path. */
const preparedNames = async () =>
  (await engine.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (r) => r.name,
  );

test("a text's second use parses it as a named statement; every use answers as PGlite's query() does", async () => {
  const expected = await engine.query(READ, [[1, 2]]);
  const first = await client.query(READ, [[1, 2]]);
  expect(await preparedNames()).toEqual([]);
  const second = await client.query(READ, [[1, 2]]);
  const third = await client.query(READ, [[2]]);
  expect(await preparedNames()).toEqual(["store_1"]);
  for (const answer of [first, second]) {
    expect(answer.rows).toEqual(expected.rows);
    expect(answer.fields).toEqual(expected.fields);
  }
  expect(third.rows).toEqual([{ id: 2, title: "b", price: 250, tags: [] }]);
  const arrays = await client.query(READ, [[1]], { rowMode: "array" });
  expect(arrays.rows).toEqual([[1, "a", 100, [1, 2]]]);
  expect(client.statementStats()).toMatchObject({ named: 1, namedRuns: 3 });
});

test("a value is a bind parameter, never part of the statement", async () => {
  const hostile = "x'; drop table items; --";
  const find = "select count(*)::int as n from items where title = $1";
  for (let i = 0; i < 3; i++) expect((await client.query(find, [hostile])).rows).toEqual([{ n: 0 }]);
  expect((await client.query(find, ["a"])).rows).toEqual([{ n: 1 }]);
  const statement = await engine.query<{ statement: string }>(
    "select statement from pg_prepared_statements where statement like '%title = $1%'",
  );
  expect(statement.rows).toEqual([{ statement: find }]);
});

test("writes, the affected rows and the database's errors, with the statement attached", async () => {
  const insert = "insert into items (title, price) values ($1, $2) returning id";
  await client.query(insert, ["c", 1]);
  const named = await client.query(insert, ["d", 2]);
  expect(named.affectedRows).toBe(1);
  const error = await client.query(insert, ["d", 3]).catch((e: unknown) => e);
  expect(error).toMatchObject({
    code: "23505",
    constraint: "items_title_key",
    query: insert,
    params: ["d", 3],
  });
  // The session is usable after the error (the Sync was sent with the statement).
  expect((await client.query(insert, ["e", 4])).rows).toHaveLength(1);
  const syntax = "selec 1";
  await client.query(syntax).catch(() => {});
  const failedParse = await client.query(syntax).catch((e: unknown) => e);
  expect(failedParse).toMatchObject({ code: "42601" });
  expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
});

test("in a transaction: named statements see its writes, and a rollback undoes them", async () => {
  const count = "select count(*)::int as n from items where price = $1";
  await client.query(count, [7]);
  await expect(
    client.transaction(async (tx) => {
      await tx.query("insert into items (title, price) values ($1, $2)", ["t1", 7]);
      await tx.query("insert into items (title, price) values ($1, $2)", ["t2", 7]);
      expect((await tx.query(count, [7])).rows).toEqual([{ n: 2 }]);
      throw new Error("undo");
    }),
  ).rejects.toThrow("undo");
  expect((await client.query(count, [7])).rows).toEqual([{ n: 0 }]);
  await client.transaction(async (tx) => {
    await tx.query("insert into items (title, price) values ($1, $2)", ["t3", 7]);
  });
  expect((await client.query(count, [7])).rows).toEqual([{ n: 1 }]);
});

test("concurrent statements from outside and inside a transaction keep PGlite's order", async () => {
  const add = "update items set price = price + $1 where title = $2 returning price";
  const results = await Promise.all([
    client.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await tx.query(add, [1, "a"]);
    }),
    ...Array.from({ length: 10 }, () => client.query(add, [10, "a"])),
  ]);
  expect(results).toHaveLength(11);
  expect((await client.query("select price from items where title = $1", ["a"])).rows).toEqual([
    { price: 205 },
  ]);
});

test("drizzle on the wrapped client: selects, inserts and transactions", async () => {
  const db = drizzle(client);
  for (let i = 0; i < 3; i++) {
    const rows = await db.execute(sql`select title from items where price >= ${250} order by title`);
    expect(rows.rows.map((r) => r.title)).toEqual(["b"]);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`update items set price = ${300} where title = ${"b"}`);
  });
  const [row] = (await db.execute(sql`select price from items where title = ${"b"}`)).rows;
  expect(row.price).toBe(300);
});

test("the number of named statements is bounded; beyond it texts run unnamed", async () => {
  const { MAX_NAMED_STATEMENTS } = await import("@/lib/server/db/statement-names");
  for (let i = 0; i < MAX_NAMED_STATEMENTS + 20; i++) {
    const text = `select $1::int + ${i} as v`;
    await client.query(text, [1]);
    expect((await client.query(text, [1])).rows).toEqual([{ v: 1 + i }]);
  }
  // Earlier tests' texts hold names too (the syntax error's among them, never parsed).
  expect(client.statementStats().named).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
  expect((await preparedNames()).length).toBe(client.statementStats().named);
  const last = await engine.query("select 1 from pg_prepared_statements where statement = $1", [
    `select $1::int + ${MAX_NAMED_STATEMENTS + 19} as v`,
  ]);
  expect(last.rows).toEqual([]);
});
