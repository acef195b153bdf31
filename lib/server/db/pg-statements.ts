// Named statements on PostgreSQL. Drizzle names a statement only when it is built with `.prepare(name)`; every
// other one node-postgres sends unnamed, so the server parses and plans it on each use. Here a repeated text
// (./statement-names.ts) gets a name, and node-postgres prepares it once per pooled connection that runs it (it keeps
// the names each connection has parsed) and then sends only Bind and Execute. Values stay bind parameters.
import type { Pool, PoolClient, QueryConfig } from "pg";
import { createStatementNames } from "./statement-names";

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** `query` with a name added to a repeated text that has none (a text alone, or a config without a name). */
function namingQuery(query: Query, nameOf: (text: string) => string | undefined): Query {
  return (config, values, callback) => {
    if (typeof config === "string") {
      const name = Array.isArray(values) ? nameOf(config) : undefined;
      return name ? query({ name, text: config }, values, callback) : query(config, values, callback);
    }
    const asConfig = config as QueryConfig | undefined;
    if (asConfig && typeof asConfig.text === "string" && !asConfig.name) {
      const name = nameOf(asConfig.text);
      if (name) return query({ ...asConfig, name }, values, callback);
    }
    return query(config, values, callback);
  };
}

/** The pool drizzle runs on: its queries and its lent connections' queries name repeated texts. */
export function poolWithNamedStatements(pool: Pool): Pool {
  const names = createStatementNames("store_");
  const nameOf = (text: string) => names.nameOf(text);
  const wrapClient = (client: PoolClient): PoolClient =>
    new Proxy(client, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "query") return namingQuery((value as Query).bind(target), nameOf);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(pool, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "query") return namingQuery((value as Query).bind(target), nameOf);
      if (prop === "connect")
        return (callback?: (err: Error | undefined, client?: PoolClient, done?: () => void) => void) => {
          if (callback)
            return target.connect((err, client, done) => callback(err, client && wrapClient(client), done));
          return target.connect().then(wrapClient);
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
