// Types of scripts/nonce-gzip.mjs for the tests that import it.
export declare function createNonceGzip(
  parts: Buffer[],
  nonceLength: number,
  options?: { level?: number },
): {
  /** The answer's total byte length, whatever the nonce. */
  length: number;
  /** The answer's bytes, in order: shared deflated parts with this nonce's blocks between them. */
  chunksWith(nonce: Buffer): Buffer[];
};
