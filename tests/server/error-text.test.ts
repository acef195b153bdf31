// A failed query's line in a log or a failed job says why it failed (the driver's reason Drizzle keeps as its
// cause) and never the values bound to it (a shopper's e-mail, a delivered code). CI once failed with six
// "Failed query: select … from gifts where id = $1 params: 2" and no reason at all.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { errorText } from "@/lib/server/errors/error-text";

const SECRET = "shopper-7f3a@example.com";

describe("errorText", () => {
  it("names the driver's reason and SQLSTATE of a failed query, without its parameters", async () => {
    const client = new PGlite();
    const db = drizzlePglite(client);
    const err = await db.execute(sql`select * from no_such_table where email = ${SECRET}`).catch((e) => e);
    await client.close();
    expect(String(err.message)).toContain(SECRET); // Drizzle's own message carries the value
    const text = errorText(err);
    expect(text).toMatch(
      /^Failed query: select \* from no_such_table where email = \$1 ← .*no_such_table.* \[42P01\]$/,
    );
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain("params");
  });

  it("keeps one line, capped, and copes with strings, loops and plain values", () => {
    const looped = new Error("outer\nsecond line");
    (looped as { cause?: unknown }).cause = looped;
    expect(errorText(looped)).toBe("outer second line");
    expect(errorText(new Error("a", { cause: "b" }))).toBe("a ← b");
    expect(errorText("plain")).toBe("plain");
    expect(errorText(new Error("x".repeat(2000)))).toHaveLength(240);
    const long = new Error(`Failed query: ${"insert ".repeat(100)}`, { cause: new Error("relation exists") });
    expect(errorText(long)).toMatch(/… ← relation exists$/);
    expect(errorText(new Error("a".repeat(300), { cause: new Error("b".repeat(300)) }))).toHaveLength(483);
  });

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)("shows a pool that gave no connection in time, as CI's failure hid", async () => {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 20_000 });
    // The pool's one connection, taken in time even on a loaded machine; then the next one waits 200 ms for it.
    const held = await pool.connect();
    pool.options.connectionTimeoutMillis = 200;
    try {
      const err = await drizzle(pool)
        .execute(sql`select ${SECRET}::text as email`)
        .catch((e) => e);
      expect(errorText(err)).toMatch(
        /^Failed query: select \$1::text as email ← timeout exceeded when trying to connect/,
      );
      expect(errorText(err)).not.toContain(SECRET);
    } finally {
      held.release();
      await pool.end();
    }
  });
});
