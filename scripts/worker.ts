// `npm run worker`: the job workers (delivery of paid orders, e-mail) and the unpaid-order expiry sweep in a
// process of their own, for operators who scale out: run the web instances with WORKER=off and one or more of
// these against the same PostgreSQL. On the embedded database the server already runs them (one process only).
import http from "node:http";
import { logger } from "../lib/server/logger";
import { tolerateClosedStdio } from "../lib/server/runtime/tolerate-closed-stdio";
import { startProcess, stopProcess } from "../lib/server/runtime/start-process";
import { isStartupError } from "../lib/server/startup-error";
import { answerMetrics, collectProcessMetrics } from "../server/metrics-endpoint";

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
    // The sweep, then the queue once the jobs in hand are done, then the database.
    await stopProcess();
    process.exit(0);
  };
  // Before the workers start: a job may finish (and a supervisor stop the process) while the others still start.
  tolerateClosedStdio();
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // pg-boss completes and fails a batch without awaiting it: while the database restarts that promise rejects, and
  // Node's default would end the process. The job stays active and comes back (expiry, or job-holders.ts): log it
  // and carry on, as the web process does (Next.js logs unhandled rejections there).
  process.on("unhandledRejection", (reason) =>
    logger.error({ err: reason instanceof Error ? reason.message : String(reason) }, "unhandled rejection"),
  );
  // Database, migrations, queue, seed when configured, then the workers and the expiry sweep.
  await startProcess({ role: "worker" });
  startMetricsServer();
  console.log("• Worker running: deliveries, e-mail and order expiry (Ctrl-C stops after the jobs in hand)");
}

main().catch((err) => {
  console.error(`✖ ${isStartupError(err) || err instanceof Error ? (err as Error).message : String(err)}`);
  process.exit(1);
});
