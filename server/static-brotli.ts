// Brotli for the build's scripts and styles (issue 13). Next compresses what it serves with gzip only; every browser
// that runs the store's scripts accepts brotli, which makes them about 14 % smaller (home's first-load JS: 162 KiB
// gzip, 140 KiB brotli). Each file under <distDir>/static is compressed once, at the highest quality, the first time
// a browser asks for it, and kept in memory: the file names carry a content hash, so an entry never goes stale.
// Until a file's brotli copy is ready (and for clients without `br`) the request goes on to Next as before.
// The headers are those next.config.mjs gives static files (tests/server/static-brotli.test.ts compares them), plus
// `Content-Encoding: br`; `Vary: Accept-Encoding` keeps shared caches (nginx's proxy_cache) from mixing encodings.
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompress, constants } from "node:zlib";
import {
  COMMON_SECURITY_HEADERS,
  HSTS_VALUE,
  NON_PAGE_CONTENT_SECURITY_POLICY,
} from "../lib/server/security/security-header-rules.mjs";

const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};
/** Below this, compression saves less than its headers cost (nginx's gzip_min_length is of the same order). */
const MIN_BYTES = 512;
/** The whole static output of a build is a few MiB; this only bounds a pathological one. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** Hashed build file names: letters, digits and a few marks, no dot segments. */
const SAFE_NAME = /^[A-Za-z0-9_\-./~[\]%]+$/;

/** Whether the Accept-Encoding header accepts brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  if (typeof header !== "string") return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding.trim() !== "br") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The file under `staticDir` a request names, or null when it is no build script or style. */
function fileOf(staticDir: string, url: string | undefined): { file: string; type: string } | null {
  const pathname = (url ?? "").split("?")[0];
  if (!pathname.startsWith(PREFIX)) return null;
  const relative = pathname.slice(PREFIX.length);
  if (!SAFE_NAME.test(relative) || relative.split("/").some((s) => s === ".." || s === "." || s === ""))
    return null;
  const type = TYPES[path.extname(relative)];
  if (!type) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const file = path.resolve(staticDir, decoded);
  return file.startsWith(staticDir + path.sep) ? { file, type } : null;
}

/**
 * `serve(req, res)` answers a GET or HEAD of a build script or style with its brotli copy when the client accepts
 * brotli and the copy is ready, and returns true; otherwise it returns false (starting the compression if needed)
 * and the caller hands the request to Next.
 */
/** A brotli copy: ready (`body`), none (`body: null`: missing, too small or over the budget) or under way. */
type Entry = { body: Buffer | null; pending?: undefined } | { body?: undefined; pending: Promise<void> };

export type StaticBrotli = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Resolves once every compression started so far has finished (tests). */
  settled(): Promise<unknown>;
};

export function createStaticBrotli({
  distDir,
  maxBytes = MAX_TOTAL_BYTES,
  quality = 11,
}: {
  distDir: string;
  maxBytes?: number;
  quality?: number;
}): StaticBrotli {
  const staticDir = path.resolve(distDir, "static");
  const entries = new Map<string, Entry>();
  let total = 0;

  const compress = (file: string): Promise<void> => {
    const pending = readFile(file)
      .then((body) =>
        body.length < MIN_BYTES
          ? null
          : new Promise<Buffer>((resolve, reject) =>
              brotliCompress(
                body,
                {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: quality,
                    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                },
                (err, out) => (err ? reject(err) : resolve(out)),
              ),
            ),
      )
      .then(
        (out) => {
          if (out && total + out.length <= maxBytes) {
            total += out.length;
            entries.set(file, { body: out });
          } else entries.set(file, { body: null });
        },
        () => {
          entries.set(file, { body: null });
        },
      );
    entries.set(file, { pending });
    return pending;
  };

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const target = fileOf(staticDir, req.url);
    if (!target) return false;
    const entry = entries.get(target.file);
    if (entry === undefined) void compress(target.file);
    const body = entry?.body;
    if (!body || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    for (const { key, value } of COMMON_SECURITY_HEADERS) res.setHeader(key, value);
    res.setHeader("Content-Security-Policy", NON_PAGE_CONTENT_SECURITY_POLICY);
    if (req.headers["x-forwarded-proto"] === "https") res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Type", target.type);
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  const settled = () => Promise.all([...entries.values()].map((e) => e.pending));
  return { serve, settled };
}
