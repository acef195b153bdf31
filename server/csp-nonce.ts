// The CSP nonce of an answer from the page cache (server/page-cache.ts): a fresh one per answer, and the one a
// rendered page was given.
import { randomBytes } from "node:crypto";

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
