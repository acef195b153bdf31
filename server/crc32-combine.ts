// CRC-32 (gzip's) of two byte runs joined, from their own CRCs and the second's length, without reading the bytes:
// zlib's crc32_combine (1.2.12's polynomial arithmetic), which Node does not expose. The page cache's gzip of a page
// split at its CSP nonce (server/nonce-gzip.ts) needs the CRC of every answer's bytes; the fixed parts' CRCs are
// computed once, so an answer costs a few hundred integer operations instead of a pass over the whole page.

/** The reflected CRC-32 polynomial. */
const POLY = 0xedb88320;

/** a(x) * b(x) modulo the polynomial, both reflected 32-bit (bit 31 is x^0). */
function multModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial. */
const X2N = [1 << 30];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1], X2N[k - 1]));

/** The operator that moves a CRC over `length` zero bytes: x^(8 * length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 1 << 31;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31], p);
  return p >>> 0;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(length of B). */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number): number =>
  (multModP(shiftB, crcA) ^ crcB) >>> 0;
