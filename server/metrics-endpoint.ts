// GET /metrics in Prometheus format for the web server (server/serve.ts) and the worker (`npm run worker`, on
// METRICS_PORT): prom-client's default registry, which the store's own metrics (lib/server/metrics/metrics.ts) join
// because prom-client is loaded from node_modules by both. Answered only with `Authorization: Bearer METRICS_TOKEN`;
// without METRICS_TOKEN the path is not served at all (404 from the app).
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import client, { type Counter, type Histogram } from "prom-client";

export const METRICS_PATH = "/metrics";

/**
 * Request durations by method, route template and status, each label from a bounded set (server/metric-labels.ts):
 * a raw path never becomes a label.
 */
export const httpRequestDuration =
  (client.register.getSingleMetric("store_http_request_duration_seconds") as
    Histogram<"method" | "route" | "status"> | undefined) ??
  new client.Histogram({
    name: "store_http_request_duration_seconds",
    help: "Time to answer a request, by method, route and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });

/**
 * Answers of the in-memory page cache (server/page-cache.ts) by result: hit, stale, miss (a cacheable answer
 * rendered by the app), pass (rendered by the app and never kept: personal, an error, not public). The hit share
 * is (hit + stale) / (hit + stale + miss).
 */
export const pageCacheAnswers =
  (client.register.getSingleMetric("store_page_cache_answers_total") as Counter<"result"> | undefined) ??
  new client.Counter({
    name: "store_page_cache_answers_total",
    help: "Cacheable pages and public API answers, by how the page cache answered them",
    labelNames: ["result"],
  });

let defaultsStarted = false;
/** Node process metrics (CPU, memory, event loop lag, GC), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ prefix: "store_" });
}

const digest = (value: string): Buffer => createHash("sha256").update(value).digest();

function isAuthorised(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? "";
  const sent = header.startsWith("Bearer ") ? header.slice(7) : "";
  return timingSafeEqual(digest(sent), digest(token));
}

/** Whether `req` is for GET /metrics and METRICS_TOKEN is set (read per request: tests set it late). */
export function isMetricsRequest(req: IncomingMessage): boolean {
  const url = req.url ?? "";
  return (
    url.startsWith(METRICS_PATH) &&
    (url.length === METRICS_PATH.length || url[METRICS_PATH.length] === "?") &&
    Boolean(process.env.METRICS_TOKEN)
  );
}

/** Answers GET /metrics when it is that request and METRICS_TOKEN is set; false lets the caller handle it. */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const token = process.env.METRICS_TOKEN;
  if (!token || !isMetricsRequest(req)) return false;
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET") {
    res.writeHead(405, { Allow: "GET", "Content-Type": "application/json" });
    res.end(JSON.stringify({ detail: `Метод "${req.method}" не разрешен.` }));
    return true;
  }
  if (!isAuthorised(req, token)) {
    res.writeHead(401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Content-Type": "application/json" });
    res.end(JSON.stringify({ detail: "Учетные данные не были предоставлены." }));
    return true;
  }
  try {
    const body = await client.register.metrics();
    res.writeHead(200, { "Content-Type": client.register.contentType });
    res.end(body);
  } catch (err) {
    res.writeHead(500, { "Content-Type": "text/plain" });
    res.end(`metrics failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return true;
}
