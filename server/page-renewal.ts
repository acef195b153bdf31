// The page cache's background renewal (server/page-cache.ts, options.renew): a page past its lifetime is renewed by a
// request of the server's own for it, over loopback, while visitors are answered the kept copy; the renewal reaches
// the app and the cache's capture like any request, and so is rendered, tagged and kept the same way. It carries the
// visitor's headers that pick the page (its neutral cookies, language, the proxy's scheme and host) and a token only
// this process knows, which makes the entry render instead of answering from memory: nobody else can force renders.
import http, { type IncomingMessage } from "node:http";
import { randomBytes } from "node:crypto";

const RENEWAL_HEADER = "x-page-cache-renewal";
/** What of the visitor's request picks the page (server/page-cache-key.ts) or its headers (HSTS). */
const FORWARDED = ["cookie", "accept", "accept-language", "host", "x-forwarded-proto", "x-forwarded-host"];
/** A renewal slower than this is given up (the entry is renewed by a later visitor). */
const RENEWAL_TIMEOUT_MS = 30_000;

export type PageRenewal = {
  renew: (key: string, req: IncomingMessage) => void;
  isRenewal: (req: IncomingMessage) => boolean;
};

export function createPageRenewal(
  { port, hostname }: { port: number; hostname?: string },
  onError: (url: string, err: Error) => void,
): PageRenewal {
  const token = randomBytes(16).toString("hex");
  // A server listening on every address is reached on loopback.
  const host = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  return {
    renew(_key, req) {
      const headers: Record<string, string> = { [RENEWAL_HEADER]: token };
      for (const name of FORWARDED) {
        const value = req.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
      const url = req.url ?? "/";
      const request = http.get(
        { host, port, path: url, headers, timeout: RENEWAL_TIMEOUT_MS, agent: false },
        (res) => res.resume(),
      );
      request.on("timeout", () => request.destroy(new Error("renewal timed out")));
      request.on("error", (err) => onError(url, err));
    },
    isRenewal: (req) => req.headers[RENEWAL_HEADER] === token,
  };
}
