// The store's Prometheus metrics (prom-client's default registry, shared with server/serve.ts because prom-client
// is loaded from node_modules by both: next.config.mjs lists it in serverExternalPackages). Scraped at GET /metrics
// with the METRICS_TOKEN bearer (served by server/serve.ts, and by `npm run worker` on METRICS_PORT). Each metric
// is created once per process even when a module is evaluated again (development reloads).
import client from "prom-client";
import { isJobQueueStarted, requireJobQueue } from "../jobs/job-queue";
import { QUEUES } from "../jobs/queues";
import { processRoot } from "../runtime/process-root";

function once<T extends client.Metric>(name: string, create: () => T): T {
  return (client.register.getSingleMetric(name) as T | undefined) ?? create();
}

export const jobsTotal = once(
  "store_jobs_total",
  () =>
    new client.Counter({
      name: "store_jobs_total",
      help: "Jobs run by this process's workers, by queue and outcome (completed or failed: retried later)",
      labelNames: ["queue", "outcome"] as const,
    }),
);

export const ordersPaidTotal = once(
  "store_orders_paid_total",
  () =>
    new client.Counter({
      name: "store_orders_paid_total",
      help: "Orders paid (a payment approved and applied)",
    }),
);

export const linesDeliveredTotal = once(
  "store_order_lines_total",
  () =>
    new client.Counter({
      name: "store_order_lines_total",
      help: "Order lines settled by the delivery workers, by outcome (completed, refunded, incorrect_details, pending, transient)",
      labelNames: ["outcome"] as const,
    }),
);

export const paymentsTotal = once(
  "store_payments_total",
  () =>
    new client.Counter({
      name: "store_payments_total",
      help: "Payments started and provider callbacks applied, by provider and outcome",
      labelNames: ["provider", "outcome"] as const,
    }),
);

once(
  "store_db_transaction_retries_total",
  () =>
    new client.Counter({
      name: "store_db_transaction_retries_total",
      help: "Transactions PostgreSQL rolled back for a deadlock (40P01) or a serialization failure (40001), run again (outcome retried) or given up (outcome gave_up)",
      labelNames: ["code", "outcome"] as const,
      // Counted by the database layer (lib/server/db/retry-transaction.ts) in the process root, copied when scraped.
      collect() {
        this.reset();
        for (const [key, n] of processRoot().transactionRetries) {
          const [code, outcome] = key.split(" ");
          this.inc({ code, outcome }, n);
        }
      },
    }),
);

once(
  "store_db_pool_connections",
  () =>
    new client.Gauge({
      name: "store_db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database",
      labelNames: ["state"] as const,
      // Read at once, not after an await: the other collectors (the queue depth below) ask the same pool for a
      // connection in the same turn, and a request the pool answers on the next tick counted as "waiting" (1 at rest).
      collect() {
        const pool = processRoot().database?.pool;
        if (!pool) return;
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    }),
);

once(
  "store_job_queue_depth",
  () =>
    new client.Gauge({
      name: "store_job_queue_depth",
      help: "Jobs waiting in each queue (created or retry, not yet active), whichever process will run them",
      labelNames: ["queue"] as const,
      async collect() {
        if (!isJobQueueStarted()) return;
        const boss = requireJobQueue();
        for (const queue of Object.values(QUEUES)) {
          const size = await boss.getQueueSize(queue).catch(() => undefined);
          if (size !== undefined) this.set({ queue }, size);
        }
      },
    }),
);
