// `npm run worker`: the job workers (delivery of paid orders, e-mail) and the unpaid-order expiry sweep in a
// process of their own, for operators who scale out: run the web instances with WORKER=off and one or more of
// these against the same PostgreSQL. On the embedded database the server already runs them (one process only).
import http from "node:http";
import { getDb } from "../lib/server/db/client";
import { startWorkers } from "../lib/server/jobs/start-workers";
import { logger } from "../lib/server/logger";
import { startOrderExpirySweep, stopOrderExpirySweep } from "../lib/server/orders/schedule-order-expiry";
import { isStartupError } from "../lib/server/startup-error";
import { answerMetrics, collectProcessMetrics } from "./metrics-endpoint.mjs";

const storeDb = Symbol.for("store.db");

/** METRICS_PORT: GET /metrics of this process (jobs run, queue depth), with the same METRICS_TOKEN bearer. */
function startMetricsServer() {
  const port = Number(process.env.METRICS_PORT ?? 0);
  if (!port) return;
  collectProcessMetrics();
  http
    .createServer(async (req, res) => {
      if (!(await answerMetrics(req, res))) {
        res.writeHead(404);
        res.end();
      }
    })
    .listen(port, process.env.METRICS_HOST ?? "127.0.0.1", () =>
      console.log(`• Worker metrics on http://${process.env.METRICS_HOST ?? "127.0.0.1"}:${port}/metrics`),
    )
    .unref();
}

async function main() {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, "worker stopping: waiting for the jobs in hand");
    stopOrderExpirySweep();
    const handle = await (globalThis as Record<symbol, Promise<{ close: () => Promise<void> }> | undefined>)[
      storeDb
    ];
    await handle?.close();
    process.exit(0);
  };
  // Before the workers start: a job may finish (and a supervisor stop the process) while the others still start.
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // pg-boss completes and fails a batch without awaiting it: while the database restarts that promise rejects, and
  // Node's default would end the process. The job stays active and comes back (expiry, or job-holders.ts): log it
  // and carry on, as the web process does (Next.js logs unhandled rejections there).
  process.on("unhandledRejection", (reason) =>
    logger.error({ err: reason instanceof Error ? reason.message : String(reason) }, "unhandled rejection"),
  );
  await getDb();
  await startWorkers();
  startOrderExpirySweep();
  startMetricsServer();
  console.log("• Worker running: deliveries, e-mail and order expiry (Ctrl-C stops after the jobs in hand)");
}

main().catch((err) => {
  console.error(`✖ ${isStartupError(err) || err instanceof Error ? (err as Error).message : String(err)}`);
  process.exit(1);
});
