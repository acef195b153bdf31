// Named statements on PGlite. PGlite's query() sends every statement as an unnamed one (Parse, Describe, Bind,
// Describe, Execute, Sync: six calls into the engine), so PostgreSQL parses and plans it each time; for the store's
// wide reads (an order with its lines, products with their stock) planning took 2.5-6.8 ms of a 0.9 ms execution.
// Drizzle's `.prepare(name)` gives a named statement on PostgreSQL but not on PGlite. Here a repeated text
// (./statement-names.ts) is parsed once as a named statement (its parameter types and row description kept), and
// every later use is one call of Bind, Execute and Sync on it, under the same locks PGlite's own query() takes.
// Values stay bind parameters: nothing is inlined into the SQL.
import {
  messages,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { createStatementNames } from "./statement-names";
import { logger } from "../logger";

type Named = { name: string; paramTypes: number[]; rowDescription: messages.BackendMessage | null };

/** The PGlite internals the wrapper runs under (present in 0.5.x; checked at the start, else PGlite's own path). */
type Engine = PGlite & {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

function hasEngineHooks(client: PGlite): client is Engine {
  const engine = client as Partial<Engine>;
  return (
    typeof engine._checkReady === "function" &&
    typeof engine._runExclusiveQuery === "function" &&
    typeof engine._runExclusiveTransaction === "function" &&
    typeof client.execProtocolStream === "function" &&
    typeof client.syncToFs === "function"
  );
}

/** The same error PGlite's query() throws: the database's, with the statement and its values attached. */
function withQuery(err: unknown, text: string, params: unknown[], options?: QueryOptions) {
  if (err instanceof messages.DatabaseError)
    Object.assign(err, { query: text, params, queryOptions: options });
  return err;
}

/** How many texts are named, and how many statements ran each way (for the tests). */
export type StatementStats = { named: number; namedRuns: number; unnamedRuns: number };
export type NamedStatementsClient = PGlite & { statementStats(): StatementStats };

/**
 * A client for drizzle that runs repeated statements as named ones on `client`; everything else is `client`'s own.
 * A statement with a blob or explicit parameter types, and any text past the bound, takes PGlite's own query().
 */
export function pgliteWithNamedStatements(client: PGlite): NamedStatementsClient {
  const stats = { namedRuns: 0, unnamedRuns: 0 };
  const names = createStatementNames("store_");
  const named = new Map<string, Named>();
  const engine = hasEngineHooks(client) ? client : undefined;
  if (!engine)
    logger.warn(
      "this PGlite lacks the hooks named statements run under: every statement runs unnamed (slower)",
    );

  /** The name `text` runs under, decided before any lock; undefined for PGlite's own unnamed path. */
  const nameFor = (text: string, options?: QueryOptions) =>
    !engine || options?.blob || options?.paramTypes ? undefined : names.nameOf(text);

  /** The named statement of `text`, parsed (with its Describe) on its first named use; in the query lock. */
  async function statementOf(db: Engine, text: string, name: string): Promise<Named> {
    const known = named.get(text);
    if (known) return known;
    // Parse and Describe in one call, then Sync: a failed Parse (a syntax error, an aborted transaction) is thrown
    // as PGlite's query() throws it, and the text is not named.
    let described: messages.BackendMessage[] = [];
    try {
      described = await db.execProtocolStream(
        Buffer.concat([
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: "S", name }),
        ]),
        { syncToFs: false },
      );
    } finally {
      await db.execProtocolStream(protocol.serialize.sync(), { syncToFs: false });
    }
    const entry: Named = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m) => m.name === "rowDescription") ?? null,
    };
    named.set(text, entry);
    return entry;
  }

  /** Bind, Execute and Sync on the named statement in one call, in the query lock; parsed as query() parses. */
  async function runNamed<T>(
    db: Engine,
    text: string,
    name: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return db._runExclusiveQuery(async () => {
      try {
        const entry = await statementOf(db, text, name);
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const oid = entry.paramTypes[i];
          const serialize = options?.serializers?.[oid] ?? db.serializers[oid];
          return serialize ? serialize(param) : String(param);
        });
        const answer = await db.execProtocolStream(
          Buffer.concat([
            protocol.serialize.bind({ statement: entry.name, values: values as string[] }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false, onNotice: options?.onNotice },
        );
        if (!inTransaction) await db.syncToFs();
        stats.namedRuns++;
        const described = entry.rowDescription ? [entry.rowDescription, ...answer] : answer;
        return parse.parseResults(described, db.parsers, options)[0] as Results<T>;
      } catch (err) {
        throw withQuery(err, text, params, options);
      }
    });
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    const name = nameFor(text, options);
    if (!engine || name === undefined) {
      stats.unnamedRuns++;
      return client.query<T>(text, params, options);
    }
    await engine._checkReady();
    return engine._runExclusiveTransaction(() => runNamed<T>(engine, text, name, params, options, false));
  };

  /** A transaction's statements, named as the client's are; a closed one answers PGlite's own "Transaction is closed". */
  const wrapTransaction = (tx: Transaction): Transaction => {
    const txQuery = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      const name = tx.closed ? undefined : nameFor(text, options);
      if (!engine || name === undefined) {
        stats.unnamedRuns++;
        return tx.query<T>(text, params, options);
      }
      return runNamed<T>(engine, text, name, params, options, true);
    };
    return new Proxy(tx, {
      get: (target, prop, receiver) => (prop === "query" ? txQuery : Reflect.get(target, prop, receiver)),
    });
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => callback(wrapTransaction(tx)));

  // PGlite keeps its state in private fields: every other member is the client's own, bound to it.
  return new Proxy(client, {
    get(target, prop) {
      if (prop === "query") return query;
      if (prop === "transaction") return transaction;
      if (prop === "statementStats") return (): StatementStats => ({ named: named.size, ...stats });
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as NamedStatementsClient;
}
