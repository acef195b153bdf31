// The process's composition root: every singleton of a store process (its database, job queue, cache bus, request
// context storage, cache stores, schedulers, shutdown and database-outage state, the page cache's drop hook) lives
// in the one object this module hands out, and nowhere else. The server entry (server/serve.ts and its page cache,
// run by node through tsx's loader) imports this very file, as the app does.
// Why a global key at all: the server entry and the code Next bundles (route handlers, pages, instrumentation.ts:
// turbopack chunks, each with its own instance of the same lib/ modules) run in one process but share no module
// state: each world, and each bundle, evaluates this file as a module instance of its own, so a module-level variable
// here would exist once per instance. Only globalThis is common to all of them, so the root sits there under ONE key,
// read by this file alone; tests/server/process-root.test.ts checks that two instances of this module reach one
// object and that no other file keeps store state on globalThis. The metrics registry needs no slot: it is
// prom-client's default registry, one per process because prom-client is loaded from node_modules by both worlds
// (next.config.mjs, serverExternalPackages).
import { AsyncLocalStorage } from "node:async_hooks";
import type PgBoss from "pg-boss";
import type { Db } from "../db/db";
import type { SqlResult } from "../jobs/raw-sql";

/** The work in hand (a request, or a job sent during one): lib/server/http/request-context.ts. */
export type RequestContext = {
  requestId?: string;
  /** The cache tags of every tagged read made for this request (or this cached query). */
  tags?: Set<string>;
  /** A cached query's own scope: its database reads are accounted for by its tags. */
  isTaggedRead?: boolean;
  /** The database was read outside any tagged read: the answer may be personal, it is never kept. */
  hasUntaggedRead?: boolean;
  /** The page declared itself the same for every anonymous visitor (lib/server/cache/public-page.ts). */
  isPublicPage?: boolean;
};

/** A PostgreSQL pool's counts, read by the metrics. */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

/**
 * An open database (lib/server/db/client.ts's openDatabase). `exec` runs parameterless SQL text that may hold several
 * statements (the job queue's own migrations); `pool` is there on PostgreSQL.
 */
export type DatabaseHandle = {
  db: Db;
  exec: (text: string) => Promise<SqlResult>;
  close: () => Promise<void>;
  pool?: PoolCounts;
  /** An in-memory PGlite's data directory as a tar (what `openDatabase`'s `image` starts from). */
  dump?: () => Promise<Blob>;
};

/** One in-memory answer of lib/server/cache/cached.ts: `tags` null while its query runs. */
export type CacheStoreEntry = { tags: Set<string> | null };

export type ProcessRoot = {
  /** The process's database, set by startProcess (lib/server/runtime/start-process.ts) once it is open. */
  database?: DatabaseHandle;
  /** The start in progress or done (one per process, whoever asks first). */
  started?: Promise<unknown>;
  /** Stops what the start started and closes the database; the server entry calls it on shutdown. */
  stop?: () => Promise<void>;
  /** The started pg-boss instance, and whether this process runs workers on it. */
  jobs?: { boss: PgBoss; working: boolean };
  /** The cache bus's LISTEN connection (PostgreSQL only). */
  cacheBus?: { stop: () => Promise<void> };
  /** Every wrapped query's store (lib/server/cache/cached.ts), so one invalidation reaches all bundles' copies. */
  cacheStores: Set<Map<string, CacheStoreEntry>>;
  /** The page cache's drop function (server/page-cache.ts); absent in tests and development. */
  dropPageCacheTags?: (tags: string[], staleFor: Record<string, number>) => void;
  /** The request context the server entry opens around every request. */
  requestContext: AsyncLocalStorage<RequestContext>;
  /** Set by the server entry as the first step of a graceful stop. */
  shuttingDown?: boolean;
  /** When a request last found the database unreachable (ms since the epoch). */
  databaseUnavailableAt?: number;
  /** The unpaid-order expiry sweep's timer. */
  orderExpiryTimer?: NodeJS.Timeout;
  /** Transactions run again after a deadlock, by "SQLSTATE outcome" (lib/server/db/retry-transaction.ts). */
  transactionRetries: Map<string, number>;
};

const KEY = Symbol.for("store.processRoot");
type Holder = { [KEY]?: Partial<ProcessRoot> };

/** This process's root (created by whichever module instance asks first: the server entry's or a bundle's). */
export function processRoot(): ProcessRoot {
  const root = ((globalThis as Holder)[KEY] ??= {});
  root.cacheStores ??= new Set();
  root.requestContext ??= new AsyncLocalStorage<RequestContext>();
  root.transactionRetries ??= new Map();
  return root as ProcessRoot;
}
