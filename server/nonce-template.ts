// A cached page's answer, plain or gzip (server/page-cache.ts, server/nonce-gzip.ts), whose bytes differ per answer
// only at its CSP nonce: kept whole, with the offsets where each answer's nonce goes. An answer takes a copy no
// other answer is writing, writes its nonce into those places (and, for gzip, the trailer's CRC-32) and goes out as
// one Buffer. Writing the page as its parts around the nonce instead (a store page holds 70 and more nonces: a
// `res.write` each, 140 and more Buffers per answer) cost more than the rest of the answer (measured with wrk beside
// a bare server: a game page 0.26 of it); a new copy per answer means an allocation of the whole page and its
// garbage collection. Copies are kept per page, at most MAX_COPIES and COPIES_BUDGET bytes for all pages: more
// answers at once get a copy of their own.
import type { ServerResponse } from "node:http";

/** Copies kept per page: how many of its answers may be written at once without a new copy. */
const MAX_COPIES = 8;
/** Bytes all pages' kept copies may hold together; past it, an answer's copy is its own (left to the collector). */
const COPIES_BUDGET = 32 * 1024 * 1024;
let keptBytes = 0;

export type NonceTemplate = {
  /** The answer's byte length, whatever the nonce. */
  length: number;
  /**
   * The answer's bytes with `nonce` in every place: a copy not in use (give it back with `release` once written), or
   * a new one when all are.
   */
  copyWith(nonce: Buffer): Buffer;
  /** Hands back a copy `copyWith` answered, once nothing reads it any more (the answer has been written). */
  release(copy: Buffer): void;
  /** Gives up the kept copies (the page left the cache): their bytes no longer count in the budget. */
  dispose(): void;
};

/** Bytes held by all kept copies (tests). */
export const keptCopyBytes = (): number => keptBytes;

/**
 * `bytes`: the answer with some nonce in its places; `nonceAt`: where each nonce begins; `nonceLength`: every nonce's
 * byte length; `seal(copy, nonce)`: what else depends on the nonce (gzip's CRC-32).
 */
export function createNonceTemplate(
  bytes: Buffer,
  nonceAt: number[],
  nonceLength: number,
  seal?: (copy: Buffer, nonce: Buffer) => void,
): NonceTemplate {
  const free: Buffer[] = [];
  let kept = 0;
  let isDisposed = false;
  /** Copies this template made to keep (a copy made beyond MAX_COPIES is left to the garbage collector). */
  const owned = new WeakSet<Buffer>();
  return {
    length: bytes.length,
    copyWith(nonce) {
      if (nonce.length !== nonceLength) throw new Error("nonce length differs from the page's");
      let copy = free.pop();
      if (!copy) {
        copy = Buffer.allocUnsafeSlow(bytes.length);
        bytes.copy(copy);
        if (!isDisposed && kept < MAX_COPIES && keptBytes + copy.length <= COPIES_BUDGET) {
          kept += 1;
          keptBytes += copy.length;
          owned.add(copy);
        }
      }
      for (const at of nonceAt) nonce.copy(copy, at);
      seal?.(copy, nonce);
      return copy;
    },
    release(copy) {
      if (!isDisposed && owned.has(copy)) free.push(copy);
    },
    dispose() {
      if (isDisposed) return;
      isDisposed = true;
      keptBytes -= kept * bytes.length;
      kept = 0;
      free.length = 0;
    },
  };
}

/** The page's parts (its bytes split at the nonce) as a plain answer's template. */
export function plainNonceTemplate(parts: Buffer[], nonceLength: number): NonceTemplate {
  const nonceAt: number[] = [];
  const chunks = [parts[0]];
  let at = parts[0].length;
  const placeholder = Buffer.alloc(nonceLength);
  for (let i = 1; i < parts.length; i++) {
    nonceAt.push(at);
    chunks.push(placeholder, parts[i]);
    at += nonceLength + parts[i].length;
  }
  return createNonceTemplate(Buffer.concat(chunks, at), nonceAt, nonceLength);
}

/**
 * Ends `res` with `template`'s answer around `nonce` (`encoding`: its content-encoding), as one Buffer; the copy goes
 * back to the template when the response has closed: written to the socket in full, or cut off.
 */
export function endWithNonce(
  res: ServerResponse,
  template: NonceTemplate,
  nonce: Buffer,
  encoding?: string,
): void {
  const copy = template.copyWith(nonce);
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", copy.length);
  res.once("close", () => template.release(copy));
  res.end(copy);
}
