// A transaction PostgreSQL rolled back to break a deadlock (40P01), or for a serialization failure (40001), is run
// again, whole, a few times after a short random wait: PostgreSQL's own advice, and what turns a race between two
// requests into a wait instead of a 500. Safe because a transaction's callback does only database work: network
// calls, cache drops and mails happen after it commits (jobs are rows written in it), so a second run does what one
// would have done. Only the outermost transaction is run again: a savepoint's error aborts the transaction around it.
import { logger } from "../logger";
import { processRoot } from "../runtime/process-root";
import type { Db } from "./db";

const RETRYABLE = new Set(["40P01", "40001"]);
/** Runs in all: the first and up to four more. */
export const TRANSACTION_ATTEMPTS = 5;

/** The SQLSTATE of `err` or of an error it wraps (Drizzle keeps the driver's error as its cause). */
function sqlStateOf(err: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Counts by SQLSTATE and outcome ("retried", "gave_up") in the process root, where the metrics read them
 * (store_db_transaction_retries_total): the route handlers' bundle and the server entry serving /metrics each have
 * their own copy of this module, so a count kept here would never reach the scrape.
 */
const count = (code: string, outcome: "retried" | "gave_up") => {
  const counts = processRoot().transactionRetries;
  const key = `${code} ${outcome}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes `db.transaction` run its callback again when PostgreSQL rolled it back for a deadlock or serialization. */
export function retryRolledBackTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const retrying: Db["transaction"] = async (run, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(run, config);
      } catch (err) {
        const code = sqlStateOf(err);
        if (!code || !RETRYABLE.has(code)) throw err;
        if (attempt >= TRANSACTION_ATTEMPTS) {
          count(code, "gave_up");
          logger.error({ errorCode: code, attempts: attempt }, "transaction rolled back on every attempt");
          throw err;
        }
        count(code, "retried");
        logger.warn({ errorCode: code, attempt }, "transaction rolled back by PostgreSQL: running it again");
        // A random wait, longer each time, so that the two sides of a deadlock do not meet again at once.
        await sleep(Math.random() * 20 * attempt);
      }
    }
  };
  db.transaction = retrying;
  return db;
}
