// One answer kept by the page cache (server/page-cache.ts), and how it is written to a visitor: a page's bytes differ
// per answer only at its CSP nonce, so it is kept whole, plain and deflated once (server/nonce-gzip.ts), and each
// answer writes its own nonce into a copy (server/nonce-template.ts); an API answer's bytes are fixed, zipped once
// and kept with it.
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { gzip } from "node:zlib";
import { decoderOf, keptHeaders, publicLifetimeMs } from "./captured-answer";
import { newNonce, nonceOf } from "./csp-nonce";
import { inlineCriticalCss } from "./inline-critical-css";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";
import { createNonceGzip } from "./nonce-gzip";
import { endWithNonce, plainNonceTemplate, type NonceTemplate } from "./nonce-template";
import { countryOfKey, LOCALE_COOKIE } from "./page-cache-key";

/** A kept answer: a page's bytes split at its nonce (`parts`), an API answer's whole (`parts[0]`). */
export type CachedEntry = {
  expires: number;
  staleUntil: number;
  size: number;
  tags: Set<string>;
  status: number;
  headers: [string, OutgoingHttpHeader][];
  cookies: string[];
  parts: Buffer[];
  csp?: string;
  /** The CSP split at the nonce, joined around each answer's own. */
  cspParts?: string[];
  /** A page's answer whole, with where each answer's nonce goes: made on its first plain answer. */
  plain?: NonceTemplate;
  /** A page's gzip, likewise, made on its first gzip answer. */
  gzipped?: NonceTemplate;
  /** An API answer's gzip, made once. */
  zipped?: Buffer;
};

/** Frees what the entry's templates hold. */
export function disposeEntry(entry: CachedEntry): void {
  entry.plain?.dispose();
  entry.gzipped?.dispose();
}

/**
 * Writes the entry as the answer to `req`: its headers, a fresh nonce in its CSP and bytes (a page), gzip when the
 * visitor takes it. `counted` is told of each template made, which the cache counts in its bytes.
 */
export function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedEntry,
  { isStale, counted }: { isStale: boolean; counted: (template: NonceTemplate) => NonceTemplate },
): void {
  let nonce: Buffer | undefined;
  if (entry.cspParts) {
    const fresh = newNonce();
    res.setHeader("content-security-policy", entry.cspParts.join(fresh));
    nonce = Buffer.from(fresh);
  } else if (entry.csp) {
    res.setHeader("content-security-policy", entry.csp);
  }
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.cookies.length) res.setHeader("set-cookie", entry.cookies);
  res.setHeader("x-page-cache", isStale ? "stale" : "hit");
  res.statusCode = entry.status;

  const finish = (bytes: Buffer, encoding?: string): void => {
    if (encoding) res.setHeader("content-encoding", encoding);
    res.setHeader("content-length", bytes.length);
    res.end(bytes);
  };
  const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  if (!acceptsGzip || entry.size < 1024) {
    if (!nonce) return finish(entry.parts[0]);
    entry.plain ??= counted(plainNonceTemplate(entry.parts, nonce.length));
    return endWithNonce(res, entry.plain, nonce);
  }
  if (nonce) {
    entry.gzipped ??= counted(createNonceGzip(entry.parts, nonce.length));
    return endWithNonce(res, entry.gzipped, nonce, "gzip");
  }
  if (entry.zipped) return finish(entry.zipped, "gzip");
  gzip(entry.parts[0], { level: 6 }, (err, result) => {
    if (err) return finish(entry.parts[0]);
    entry.zipped = result;
    finish(result, "gzip");
  });
}

/** The cookies an answer sets, one string each. */
const cookiesOf = (headers: OutgoingHttpHeaders): string[] =>
  [headers["set-cookie"] ?? []].flat().map(String);

/**
 * True when an answer's status and headers alone show it will never be kept: a status other than 200; for a page, a
 * cookie other than the locale's (only that one may be replayed to another visitor); for an API answer, any cookie, or
 * a Cache-Control that is not public for a while. The page cache tells such an answer's caller `x-page-cache: pass`.
 */
export function isRefusedByHeaders(
  headers: OutgoingHttpHeaders,
  status: number,
  { isPage, ttlMs }: { isPage: boolean; ttlMs: number },
): boolean {
  if (status !== 200) return true;
  const cookies = cookiesOf(headers);
  if (isPage) return cookies.some((c) => !c.startsWith(`${LOCALE_COOKIE}=`));
  return cookies.length > 0 || (publicLifetimeMs(headers, ttlMs) ?? 0) <= 0;
}

/**
 * What of an app's finished 200 answer (`written`: its bytes as sent) may be kept under `key`, with its lifetime; or
 * undefined. A page: HTML rendered for the country of its key, no cookie but the locale's, its nonce found in its
 * CSP (the nonce splits its bytes; its styles are inlined into the kept copy, issue 26). An API answer: public for a
 * while (its s-maxage, at most `ttlMs`), no cookie.
 */
export function keptAnswer(
  key: string,
  res: ServerResponse,
  written: Buffer,
  { isPage, renderedCountry, ttlMs }: { isPage: boolean; renderedCountry: unknown; ttlMs: number },
): (Omit<CachedEntry, "expires" | "staleUntil" | "tags"> & { lifetime: number }) | undefined {
  const headers = res.getHeaders();
  const decode = decoderOf(headers);
  if (!decode || isRefusedByHeaders(headers, res.statusCode, { isPage, ttlMs })) return undefined;
  const cookies = cookiesOf(headers);
  const lifetime = isPage ? ttlMs : (publicLifetimeMs(headers, ttlMs) ?? 0);
  if (isPage) {
    if (!String(headers["content-type"] ?? "").startsWith("text/html")) return undefined;
    // A page is kept only under the country it was rendered for.
    if (renderedCountry === undefined || String(renderedCountry) !== countryOfKey(key)) return undefined;
  }
  const csp = headers["content-security-policy"] ? String(headers["content-security-policy"]) : undefined;
  const nonce = isPage ? nonceOf(csp) : undefined;
  if (isPage && csp && !nonce) return undefined;
  let body: Buffer;
  try {
    body = decode(written);
  } catch {
    return undefined; // cut short or not what it said it was: nothing to keep
  }
  if (isPage) body = scriptsAfterFirstPaint(inlineCriticalCss(body, { nonce }), { nonce });
  const parts = nonce
    ? body
        .toString("utf8")
        .split(nonce)
        .map((part) => Buffer.from(part))
    : [body];
  return {
    lifetime,
    size: body.length,
    status: 200,
    headers: keptHeaders(headers),
    cookies,
    parts,
    csp,
    cspParts: nonce && csp ? csp.split(nonce) : undefined,
  };
}
