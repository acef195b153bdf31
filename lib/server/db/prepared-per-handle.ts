// Prepared statements kept per database handle: built (and on PostgreSQL parsed and planned once per connection) the
// first time a handle asks, reused after. A transaction's handle is its own object and gets its own, dropped with it.
import type { Db } from "./client";

/** Answers `prepare(db)` once per handle: `const statementsOf = preparedPerHandle((db) => ({ ... }))`. */
export function preparedPerHandle<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byHandle = new WeakMap<Db, T>();
  return (db) => {
    let statements = byHandle.get(db);
    if (statements === undefined) byHandle.set(db, (statements = prepare(db)));
    return statements;
  };
}
