// Types of scripts/nonce-gzip.mjs for the tests that import it.
export declare function createNonceGzip(
  parts: Buffer[],
  nonceLength: number,
  options?: { level?: number },
): (nonce: Buffer) => Buffer;
