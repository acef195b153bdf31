// A fresh, empty database in a PostgreSQL server, and how to drop it: one per test file (tests/helpers/test-db.ts),
// per bench engine (scripts/bench.mjs) and per cluster run (scripts/cluster.mjs). Plain ESM so that the .mjs scripts
// run it without a compiler; scripts/lib/fresh-database.d.mts types it for TypeScript.

/** Database names are written into the SQL as they are (CREATE DATABASE takes no parameters), so only these. */
const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/** Runs `statements` one after another on a connection to the server `baseUrl` points at. */
async function onServer(baseUrl, ...statements) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

const dropSql = (name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;

/** Drops database `name` in the server `baseUrl` points at, if it is there (its connections closed first). */
export async function dropDatabase(baseUrl, name) {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe database name: ${name}`);
  await onServer(baseUrl, dropSql(name));
}

/**
 * Creates database `name` in the server `baseUrl` points at (any database there: it is used to connect only),
 * dropping first a left-over one of that name (a run killed before its drop). Answers its URL and `drop`.
 * With `template`, the new database is a copy of that one (which must have no connection open).
 */
export async function freshDatabase(baseUrl, name, template) {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe database name: ${name}`);
  if (template !== undefined && !SAFE_NAME.test(template))
    throw new Error(`unsafe database name: ${template}`);
  await onServer(baseUrl, dropSql(name), `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(baseUrl, name) };
}
