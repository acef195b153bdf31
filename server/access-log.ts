// The server entry's log (server/serve.ts): one JSON line per answer (request id, method, route with ids and tokens
// replaced, never the query, status, duration), the request-duration metric beside it, and the entry's own warnings.
import type { IncomingMessage, ServerResponse } from "node:http";
import pino from "pino";
import { routeOf } from "./incoming-request";
import { httpRequestDuration } from "./metrics-endpoint";
import { methodLabel, statusLabel } from "./metric-labels";

/** One access log line. */
type AccessLine = {
  requestId: string;
  method: string | undefined;
  route: string;
  status: number;
  durationMs: number;
  aborted?: boolean;
};

/**
 * One line per answer, written asynchronously (sonic-boom coalesces the lines written while a write is under way;
 * pino flushes what is left when the process exits): a synchronous write per answer cost a system call each.
 */
export const accessLog = pino(
  { level: process.env.LOG_LEVEL ?? "info", base: { pid: process.pid } },
  pino.destination({ dest: 1, sync: false }),
);

/**
 * What is noted once a request is answered (its response's close): the duration metric, labelled by `routeLabel`
 * (the build's route templates, bounded), and the access line, at debug in development (every module and hot-reload
 * poll is a request there), at info otherwise.
 */
export function createAnswerLog({
  dev,
  routeLabel,
}: {
  dev: boolean;
  routeLabel: (url: string | undefined) => string;
}): (req: IncomingMessage, res: ServerResponse, requestId: string, started: bigint) => void {
  const level = dev ? "debug" : "info";
  return (req, res, requestId, started) => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    httpRequestDuration.observe(
      { method: methodLabel(req.method), route: routeLabel(req.url), status: statusLabel(res.statusCode) },
      durationMs / 1000,
    );
    if (!accessLog.isLevelEnabled(level)) return;
    const line: AccessLine = {
      requestId,
      method: req.method,
      route: routeOf(req.url),
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
    };
    if (!res.writableFinished) line.aborted = true;
    accessLog[level](line, "request");
  };
}
