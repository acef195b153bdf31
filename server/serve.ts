// Our Node server entry: Next.js through its programmatic API behind a plain http server, so that
// 1. route handlers learn the socket's peer address (`next start` hides it): every request's
//    `x-store-peer-address` is replaced by the peer address, whatever the client sent under that name;
// 2. the process owns a graceful shutdown: on SIGTERM/SIGINT readiness (GET /api/health/ready) turns 503 at once
//    and, for SHUTDOWN_DRAIN_MS (default 0), requests are still served, each answer with `Connection: close`, so a
//    balancer drains the instance (its idle pooled connections expire on its side meanwhile); then stop accepting,
//    answer what the open connections still send (each answer closing its connection) and let requests in flight
//    finish (at most SHUTDOWN_GRACE_MS; server/connection-drain.ts), close the database (PGlite's lock file goes with
//    it), exit 0.
// The database opens at start (instrumentation.ts: startProcess), so a bad DATABASE_URL, an unusable DATA_DIR or a DATA_DIR
// locked by another process stops the start with one line and exit status 1.
// 3. every request gets a request id (a sane X-Request-Id from the client, else a new one), returned in the answer,
//    carried through the handlers, their logs, provider calls and the jobs they send (lib/server/http/
//    request-context.ts, through the process root: lib/server/runtime/process-root.ts), and one JSON log line when it is
//    answered: method, route (ids, hashes and tokens replaced, never the query), status, duration
//    (server/access-log.ts);
// 4. GET /metrics (Prometheus, METRICS_TOKEN bearer) answered here, before the app: server/metrics-endpoint.ts;
// 5. pages for visitors without a session and public API answers come from memory, each page with a fresh CSP
//    nonce, until what they read changes (by cache tag): server/page-cache.ts (off in development and with
//    PAGE_CACHE=off);
// 6. the build's scripts and styles go out brotli-compressed to browsers that accept it: server/static-brotli.ts.
// Usage: node dist/serve.cjs [--dev] [--port 3000] [--hostname 127.0.0.1] (one node process, as the worker runs;
// compiled from this file by scripts/build-server.mjs); scripts/start.mjs (npm start) loads it in its own process.
import http, {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import path from "node:path";
import { processRoot, type RequestContext } from "../lib/server/runtime/process-root";
import { answerDuringOutage } from "./database-outage";
import { demoExposureWarning } from "./demo-exposure";
import { answerMetrics, collectProcessMetrics, isMetricsRequest, pageCacheAnswers } from "./metrics-endpoint";
import { createRouteLabels } from "./metric-labels";
import { accessLog, createAnswerLog } from "./access-log";
import { trackConnections } from "./connection-drain";
import { createPageCache, type PageCache } from "./page-cache";
import { requestIdOf, setPeerHeader } from "./incoming-request";
import { pageCacheKey } from "./page-cache-key";
import { createPageRenewal } from "./page-renewal";
import { createStaticBrotli } from "./static-brotli";
import { discardUnreadBody, hasBody } from "./unread-body";
import { storeRoot as root } from "./store-root";
import { tolerateClosedStdio } from "../lib/server/runtime/tolerate-closed-stdio";

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * Idle keep-alive connections are closed by the balancer, not by us: nginx's upstream `keepalive_timeout` (2 s in
 * deploy/nginx/game-store.conf) is shorter than this, so nginx never sends a request on a connection we are closing
 * at that instant (a POST lost that way is a 502 nginx may not retry).
 */
const KEEP_ALIVE_TIMEOUT_MS = 10_000;
/** How the store is served: development mode, the port, the interface (undefined: every interface). */
export type ServerOptions = { dev?: boolean; port?: number; hostname?: string };
/** The parts of Next's wrapper this entry reaches: its inner server, prepared before listening (not public API). */
type NextWrapperInternals = {
  server?: { getServer?: () => Promise<{ prepare?: () => Promise<void> } | undefined> };
};
/** writeHead's arguments under either of its overloads: (status, message?, headers?) or (status, headers?). */
type WriteHeadArguments = [
  statusCode: number,
  messageOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
  headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
];
/** An error's message for a one-line report (anything thrown, as text). */
const messageOf = (err: unknown): string =>
  String((err as { message?: unknown } | null | undefined)?.message ?? err);
/** The process's singletons, shared with the app's bundles (lib/server/runtime/process-root.ts). */
const processState = processRoot();
/**
 * Every answer of this server: `Connection: close` is added if its head is written while the process is shutting
 * down. A class once, not a wrapper made per request (a cached answer's every allocation counts).
 */
class StoreResponse extends http.ServerResponse {
  override writeHead(...args: WriteHeadArguments): this {
    if (processState.shuttingDown && !this.headersSent) this.setHeader("Connection", "close");
    return super.writeHead(...(args as [number, string?, OutgoingHttpHeaders?]));
  }
}

/** Stops what the app's start started (lib/server/runtime/start-process.ts): the queue, then the database. */
async function stopProcess(): Promise<void> {
  try {
    await processState.stop?.();
  } catch {
    // A database that never opened has nothing to close.
  }
}

/**
 * Starts the store on `port` and resolves once it listens; returns { server, close }. `hostname` undefined listens
 * on every interface, as `next start` does.
 */
export async function startServer({ dev = false, port = 3000, hostname }: ServerOptions = {}): Promise<{
  server: http.Server;
  close: () => Promise<void>;
}> {
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  // The port this process listens on is the app's PORT (read by getConfig once Next has loaded): without SITE_URL,
  // the store's calls to itself (the sandbox's payment webhook) go to 127.0.0.1:PORT, so a store started with
  // `--port 8080` and no PORT in its environment must not send them to the default 3000.
  process.env.PORT = String(port);
  // NODE_ENV must be settled before Next loads: React picks its build by it (typed read-only for app code).
  (process.env as Record<string, string | undefined>).NODE_ENV ??= dev ? "development" : "production";
  const { default: next } = await import("next");
  const server = http.createServer({ ServerResponse: StoreResponse });
  const app = next({ dev, dir: root, hostname: hostname ?? "localhost", port, httpServer: server });
  await app.prepare();
  // In production Next prepares its server (and runs instrumentation.ts, which opens the database) lazily; do it
  // now, before listening, so a start that cannot open the database never binds the port.
  const inner = await (app as unknown as NextWrapperInternals).server?.getServer?.();
  await inner?.prepare?.();
  const handle = app.getRequestHandler();
  const renewal = createPageRenewal({ port, hostname }, (url, err) =>
    accessLog.warn({ url, err: messageOf(err) }, "page cache renewal failed"),
  );
  const pageCache: PageCache | null =
    dev || process.env.PAGE_CACHE === "off"
      ? null
      : createPageCache({ renew: renewal.renew, onRendered: (result) => pageCacheAnswers.inc({ result }) });
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
  const staticBrotli = dev ? null : createStaticBrotli({ distDir });
  // Metric labels come from the build's route templates, never from the raw path: bounded whatever clients send.
  const { routeLabel } = createRouteLabels({ distDir, publicDir: path.join(root, "public") });
  collectProcessMetrics();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const drain = trackConnections(server);
  /** After the answer: the duration metric and the access log line. */
  const logAnswer = createAnswerLog({ dev, routeLabel });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const settled = drain.requestStarted(req.socket);
    // Draining (StoreResponse): every answer ends its connection, so the balancer drops its pooled connections to us
    // one by one after a response it has read, never racing a close of ours with a request of its own. Decided when
    // the answer's head is written, not when the request came: a request that arrived before the SIGTERM and is
    // answered after it must not leave its connection in the balancer's pool either (a POST sent on it as we close
    // it is a 502).
    if (isMetricsRequest(req)) {
      setPeerHeader(req);
      res.once("close", settled);
      void answerMetrics(req, res);
      return;
    }
    const requestId = requestIdOf(req);
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.once("close", () => {
      settled();
      logAnswer(req, res, requestId, started);
    });
    if (staticBrotli?.serve(req, res)) return;
    const pageKey = pageCache ? pageCacheKey(req) : null;
    // A fresh entry is answered at once, without a promise (the common case); otherwise the cache may wait for a
    // render in flight, then the app renders.
    if (pageKey && pageCache?.serve(pageKey, req, res)) {
      countPageCacheAnswer(res);
      return;
    }
    // Only what reaches the app reads the peer address (the rate limits, the outbox's access): a page or list
    // answered from memory above never does, and spares the header rewrite.
    setPeerHeader(req);
    void answerFromApp(req, res, requestId, pageKey);
  });

  const countPageCacheAnswer = (res: ServerResponse) =>
    pageCacheAnswers.inc({ result: String(res.getHeader("x-page-cache")) });

  async function answerFromApp(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    pageKey: string | null,
  ): Promise<void> {
    // A renewal (server/page-renewal.ts) is the cache's own request to render the page afresh.
    if (pageKey && pageCache && !renewal.isRenewal(req) && (await pageCache.answer(pageKey, req, res))) {
      countPageCacheAnswer(res);
      return;
    }
    if (answerDuringOutage(req, res, pageKey, pageCache)) return;
    // A body the app leaves unread (a refused upload) is discarded after the answer, not left on the connection.
    if (hasBody(req)) discardUnreadBody(req, res);
    // The app records there the cache tags of what it reads; the page cache keeps the answer under them.
    const context: RequestContext = { requestId };
    if (pageKey && pageCache) {
      pageCache.capture(pageKey, req, res, context);
    }
    processState.requestContext.run(context, () =>
      handle(req, res).catch((err: unknown) => {
        accessLog.error({ requestId, err: messageOf(err) }, "request failed");
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }),
    );
  }
  // The `upgrade` path (dev's hot reload socket) bypasses `request`; it gets the same header.
  server.prependListener("upgrade", (req: IncomingMessage) => setPeerHeader(req));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Read by lib/server/health/shutdown-state.ts in the same process root.
      processState.shuttingDown = true;
      const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(drainMs, 60_000)));
      await drain.stop(SHUTDOWN_GRACE_MS);
      await app.close().catch(() => {});
      await stopProcess();
    })());
  return { server, close };
}

/** Runs the server as this process's job: a signal stops it gracefully and ends the process with status 0. */
export async function serveUntilSignalled(options: ServerOptions & { port: number }): Promise<never> {
  tolerateClosedStdio();
  let signals = 0;
  let stopRequested!: () => void;
  const requested = new Promise<void>((resolve) => (stopRequested = resolve));
  // Installed before the start: a signal while the database migrates waits for that to finish, then stops.
  const onSignal = (signal: string) => {
    // A second Ctrl-C means "now": the lock file still goes (exit handler), requests in flight do not finish.
    if (++signals > 1) process.exit(1);
    console.log(`• ${signal}: finishing requests in flight, then stopping`);
    stopRequested();
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  // `npm start` runs us under `sh -c`, which dies of the SIGTERM npm forwards without passing it on: a parent that
  // is gone (we were re-parented) means the same as the signal, or an orphan would keep the port and the lock.
  const parent = process.ppid;
  if (parent > 1) {
    setInterval(() => {
      if (process.ppid !== parent && !signals) onSignal("parent process exited");
    }, 250).unref();
  }
  let close: () => Promise<void>;
  try {
    ({ close } = await startServer(options));
  } catch (err) {
    // One line, as for the database checks; the exit hook releases the DATA_DIR lock.
    console.error(
      (err as NodeJS.ErrnoException | undefined)?.code === "EADDRINUSE"
        ? `✖ PORT ${options.port} is in use by another process: stop it or choose another PORT`
        : `✖ the server could not start: ${messageOf(err)}`,
    );
    process.exit(1);
  }
  if (!signals) {
    const where = `http://${options.hostname ?? "localhost"}:${options.port}`;
    console.log(`• Serving on ${where}${options.dev ? " (development)" : ""}`);
    const exposure = demoExposureWarning({ hostname: options.hostname, storeMode: process.env.STORE_MODE });
    if (exposure) console.log(exposure);
  }
  await requested;
  try {
    await close();
  } catch (err) {
    console.error("✖ shutdown failed:", messageOf(err));
    process.exit(1);
  }
  process.exit(0);
}

function readOption(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

// Run as the process's entry (node dist/serve.cjs), not when imported (scripts/start.mjs, scripts/e2e-server.mjs).
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  void serveUntilSignalled({
    dev: process.argv.includes("--dev"),
    port: Number(readOption("port") ?? process.env.PORT ?? 3000),
    hostname: readOption("hostname"),
  });
}
