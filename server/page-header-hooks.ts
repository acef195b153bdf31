// The page cache's hooks on an answer the app renders (server/page-cache.ts): what its caller's x-page-cache says, and
// a page's own headers (the country it was rendered for, its Cache-Control).
import type { ServerResponse } from "node:http";
import { RENDERED_COUNTRY_HEADER } from "../lib/server/http/request-cookies";
import { isRefusedByHeaders } from "./cached-entry";

/** A page's Cache-Control, whatever the app set: the browser may keep it (back/forward), revalidating. */
const PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * Runs `hook` with the answer's status just before its headers are written (once, whichever way the app sends them:
 * Node's implicit headers go through writeHead too), while they can still be changed.
 */
function beforeHeadersGo(res: ServerResponse, hook: (status: number) => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) hook(typeof args[0] === "number" ? args[0] : this.statusCode);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * Says `x-page-cache: pass` instead of miss to the caller of an answer whose status and headers, as the app sends
 * them, already show it will never be kept (an order's status, an error): what an operator reads with curl matches
 * the `pass` of store_page_cache_answers_total. One the body refuses later (too large, cut short) still says miss.
 */
export function passWhenHeadersRefuse(
  res: ServerResponse,
  options: { isPage: boolean; ttlMs: number },
): void {
  beforeHeadersGo(res, (status) => {
    if (isRefusedByHeaders(res.getHeaders(), status, options)) res.setHeader("x-page-cache", "pass");
  });
}

/**
 * The page's own header hooks while the app renders it: proxy.ts says which country the app rendered for (read with
 * the same parser); that header is ours, not the visitor's, so it is taken off before the answer goes out and kept
 * for the answer (what this returns). And the page is the same for every anonymous visitor: the browser may keep it
 * (back/forward), revalidating, so its Cache-Control is PAGE_CACHE_CONTROL whatever the app set.
 */
export function holdPageHeaders(res: ServerResponse): () => ReturnType<ServerResponse["getHeader"]> {
  let renderedCountry: ReturnType<ServerResponse["getHeader"]>;
  beforeHeadersGo(res, () => {
    renderedCountry = res.getHeader(RENDERED_COUNTRY_HEADER);
    res.removeHeader(RENDERED_COUNTRY_HEADER);
  });
  const setHeader = res.setHeader;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    if (String(name).toLowerCase() === "cache-control") value = PAGE_CACHE_CONTROL;
    return setHeader.call(this, name, value);
  };
  return () => renderedCountry;
}
