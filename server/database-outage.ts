// Pages while the database is away (issue 25): once a request found it unreachable (lib/server/db/database-outage.ts
// records when), page requests for the next few seconds are not rendered into Next's error page one by one: a page
// the page cache holds is answered as it was last rendered, whatever its age (x-page-cache: stale), anything else
// gets a short 503 page with Retry-After. After the window one request goes to the app again: it either renders (the
// database is back) or records the outage anew.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { processRoot } from "../lib/server/runtime/process-root";
import type { PageCache } from "./page-cache";
import { storeRoot } from "./store-root";

/** As long as API calls are told to wait (Retry-After) before trying again. */
export const OUTAGE_WINDOW_MS = 5_000;
const RETRY_AFTER_SECONDS = 5;

let page: Buffer | undefined;
/** The 503 page: plain HTML with its words from messages/ru.json, no script, no external resource. */
function outagePage(): Buffer {
  if (page) return page;
  const { errors } = JSON.parse(readFileSync(path.join(storeRoot, "messages/ru.json"), "utf8")) as {
    errors: Record<string, string>;
  };
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  page = Buffer.from(
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" ` +
      `content="width=device-width,initial-scale=1"><title>${escape(errors.database_unavailable_page_title)}</title>` +
      `<style>body{font:16px/1.5 system-ui,sans-serif;background:#0b0d14;color:#e8eaf2;display:grid;` +
      `place-items:center;min-height:100vh;margin:0;padding:16px;text-align:center}a{color:#b18cff}</style>` +
      `</head><body><main><h1>${escape(errors.database_unavailable_page_title)}</h1>` +
      `<p>${escape(errors.database_unavailable_page)}</p><p><a href="">` +
      `${escape(errors.database_unavailable_page_retry)}</a></p></main></body></html>`,
  );
  return page;
}

export function isDatabaseOutage(now = Date.now()): boolean {
  const at = processRoot().databaseUnavailableAt;
  return typeof at === "number" && now - at < OUTAGE_WINDOW_MS;
}

const isPageRequest = (req: IncomingMessage): boolean =>
  (req.method === "GET" || req.method === "HEAD") &&
  !(req.url ?? "/").startsWith("/api/") &&
  !(req.url ?? "/").startsWith("/_next/") &&
  (req.headers.accept ?? "").includes("text/html");

/**
 * Answers a page request during an outage (the cached page, or the 503 page) and says whether it did; false lets
 * the app render it (no outage, or not a page).
 */
export function answerDuringOutage(
  req: IncomingMessage,
  res: ServerResponse,
  pageKey: string | null,
  pageCache: PageCache | null,
): boolean {
  if (!isPageRequest(req) || !isDatabaseOutage()) return false;
  if (pageKey && pageCache?.serve(pageKey, req, res, { isStale: true, anyAge: true })) return true;
  const body = outagePage();
  res.writeHead(503, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "no-store",
    "Retry-After": String(RETRY_AFTER_SECONDS),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
