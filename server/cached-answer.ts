// How an answer from the page cache is written (server/page-cache.ts): the page's shared parts around a fresh CSP
// nonce, corked into one writev, with no copy of the page per answer.
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";

/** A page's parts with `nonce` between each two: the chunks of its answer, shared but for the nonce. */
export function chunksAround(parts: Buffer[], nonce: Buffer): Buffer[] {
  const chunks = [parts[0]];
  for (let i = 1; i < parts.length; i++) chunks.push(nonce, parts[i]);
  return chunks;
}

/**
 * Writes `chunks` (`length` bytes in all) as the body, corked: one writev of shared buffers, no copy of the page per
 * answer (joining them into one Buffer made a cached page answer 3-4 times slower: an allocation of the whole page
 * and its garbage collection, measured with wrk beside a bare server).
 */
export function endWithChunks(
  res: ServerResponse,
  chunks: Buffer[],
  length: number,
  encoding?: string,
): void {
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", length);
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
}

/**
 * A fresh CSP nonce: 16 bytes of a pool drawn from the CSPRNG 4 KiB at a time (each nonce its own bytes, never
 * reused); a randomBytes call per answer cost several per cent of a cached answer.
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;
export function newNonce(): string {
  if (noncePoolAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(4096);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
}

export const nonceOf = (csp: string | undefined): string | undefined =>
  /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];
