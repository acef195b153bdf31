// What the page cache (server/page-cache.ts) takes from an answer the app wrote, to keep it: its body as written (up
// to a size), the headers it may replay, how long a public API answer may be kept, and the body decoded.
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

/** Response headers not kept: per-answer or per-connection ones, and those the cache writes itself. */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-encoding",
  "content-length",
  "x-request-id",
  "x-page-cache",
  "content-security-policy",
]);
/** The encodings the app may answer in, and how to get the bytes back. */
const DECODERS: Record<string, ((bytes: Buffer) => Buffer) | undefined> = {
  identity: (bytes) => bytes,
  gzip: (bytes) => gunzipSync(bytes),
  deflate: (bytes) => inflateSync(bytes),
  br: (bytes) => brotliDecompressSync(bytes),
};

/**
 * Records what the app writes to `res` (its write and end, whatever the overload: the arguments go on to Node's own
 * methods unchanged). `body()` answers the bytes written, or null past `maxBytes`.
 */
export function recordBody(res: ServerResponse, maxBytes: number): { body(): Buffer | null } {
  const chunks: Buffer[] = [];
  let size = 0;
  let isTooLarge = false;
  const keep = (chunk: unknown, encoding: unknown): void => {
    if (chunk == null || typeof chunk === "function" || isTooLarge) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) isTooLarge = true;
    else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    keep(args[0], args[1]);
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    keep(args[0], args[1]);
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["end"];
  return { body: () => (isTooLarge ? null : Buffer.concat(chunks)) };
}

/** How long the app lets shared caches keep a public answer, in ms (at most `maxMs`); null when it is not public. */
export function publicLifetimeMs(headers: OutgoingHttpHeaders, maxMs: number): number | null {
  const cacheControl = String(headers["cache-control"] ?? "");
  if (!/\bpublic\b/.test(cacheControl) || /\b(no-store|private)\b/.test(cacheControl)) return null;
  if (/\b(cookie|authorization|\*)\b/i.test(String(headers.vary ?? ""))) return null;
  const seconds = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return seconds > 0 ? Math.min(seconds * 1000, maxMs) : null;
}

/** The decoder of the answer's content-encoding; undefined for one the cache does not read. */
export const decoderOf = (headers: OutgoingHttpHeaders): ((bytes: Buffer) => Buffer) | undefined =>
  DECODERS[String(headers["content-encoding"] ?? "identity")];

/**
 * The headers an answer from memory replays (getHeaders() holds only headers set with a value), with
 * Accept-Encoding in its Vary: every answer from memory is gzip or not as its caller takes it.
 */
export function keptHeaders(headers: OutgoingHttpHeaders): [string, OutgoingHttpHeader][] {
  const kept = Object.entries(headers).filter(([name]) => !DROPPED_HEADERS.has(name)) as [
    string,
    OutgoingHttpHeader,
  ][];
  const varyAt = kept.findIndex(([name]) => name === "vary");
  const vary = varyAt >= 0 ? String(kept[varyAt][1]) : "";
  if (!/accept-encoding/i.test(vary)) {
    if (varyAt >= 0) kept.splice(varyAt, 1);
    kept.push(["vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]);
  }
  return kept;
}
