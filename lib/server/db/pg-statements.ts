// Named statements on PostgreSQL. Drizzle names a statement only when it is built with `.prepare(name)`; every
// other one node-postgres sends unnamed, so the server parses and plans it on each use. Here a repeated text
// (./statement-names.ts) gets a name, and node-postgres prepares it once per pooled connection that runs it (it keeps
// the names each connection has parsed) and then sends only Bind and Execute. Values stay bind parameters.
import type { Pool, PoolClient, QueryConfig } from "pg";
import { createStatementNames, type StatementNames } from "./statement-names";

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * A prepared statement whose result columns changed under it (a newer instance migrated the schema during a rolling
 * update): PostgreSQL refuses it on that connection until it is prepared again, under a new name.
 */
const isStalePlan = (err: unknown) =>
  (err as { code?: string } | null)?.code === "0A000" &&
  /cached plan must not change result type/.test(String((err as Error).message));

/** `query` with a name added to a repeated text that has none (a text alone, or a config without a name). */
function namingQuery(query: Query, names: StatementNames): Query {
  const named = (text: string, config: QueryConfig, values: unknown, callback: unknown) => {
    const result = query(config, values, callback);
    if (result instanceof Promise)
      result.catch((err: unknown) => {
        if (isStalePlan(err)) names.forget(text);
      });
    return result;
  };
  return (config, values, callback) => {
    if (typeof config === "string") {
      const name = Array.isArray(values) ? names.nameOf(config) : undefined;
      return name ? named(config, { name, text: config }, values, callback) : query(config, values, callback);
    }
    const asConfig = config as QueryConfig | undefined;
    if (asConfig && typeof asConfig.text === "string" && !asConfig.name) {
      const name = names.nameOf(asConfig.text);
      if (name) return named(asConfig.text, { ...asConfig, name }, values, callback);
    }
    return query(config, values, callback);
  };
}

/** The pool drizzle runs on: its queries and its lent connections' queries name repeated texts. */
export function poolWithNamedStatements(pool: Pool): Pool {
  const names = createStatementNames("store_");
  const wrapClient = (client: PoolClient): PoolClient => {
    const query = namingQuery(client.query.bind(client) as Query, names);
    return new Proxy(client, {
      get(target, prop) {
        if (prop === "query") return query;
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  };
  const query = namingQuery(pool.query.bind(pool) as Query, names);
  const connect = (callback?: (err: Error | undefined, client?: PoolClient, done?: () => void) => void) => {
    if (callback)
      return pool.connect((err, client, done) => callback(err, client && wrapClient(client), done));
    return pool.connect().then(wrapClient);
  };
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === "query") return query;
      if (prop === "connect") return connect;
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
