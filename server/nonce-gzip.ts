// Gzip of a cached page whose bytes differ per answer only at its CSP nonce (server/page-cache.ts), made once per
// page instead of once per answer: each fixed part between two nonces is deflated once (ending on a byte boundary,
// a sync flush), and an answer is the parts' deflate blocks with its nonce between them as stored (uncompressed)
// blocks, a final empty block, and the gzip trailer, whose CRC-32 is combined from the parts' CRCs
// (server/crc32-combine.ts). A browser inflates it like any gzip answer; the strict per-answer nonce stays.
// Per answer: no compression and no pass over the page, one copy of the compressed bytes (about a fifth of them).
import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine";

/** gzip member header: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final stored block of no bytes: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A non-final stored deflate block holding `bytes` (at most 65 535), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** A page's gzip, the same for every answer but at its nonce. */
export type NonceGzip = {
  /** The answer's total byte length, whatever the nonce. */
  length: number;
  /** The answer's bytes, in order: shared deflated parts with this nonce's blocks between them. */
  chunksWith(nonce: Buffer): Buffer[];
};

/** Deflate's window: how far back a part may refer into the page before it. */
const WINDOW = 32 * 1024;

/**
 * Each part deflated on its own, with the page before it as the dictionary, the nonces there as NUL bytes: a page
 * holds no NUL, so no reference can reach into a nonce (whose bytes differ per answer) and every distance stays
 * true whatever the nonce. A part that does hold a NUL is deflated without a dictionary.
 */
function deflateParts(parts: Buffer[], nonceLength: number, level: number): Buffer[] {
  const placeholder = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  return parts.map((part, i) => {
    if (i > 0) before = Buffer.concat([before, placeholder]).subarray(-WINDOW);
    const dictionary = before.length > 0 && !part.includes(0) ? before : undefined;
    const deflated = deflateRawSync(part, { level, finishFlush: constants.Z_SYNC_FLUSH, dictionary });
    before = Buffer.concat([before, part]).subarray(-WINDOW);
    return deflated;
  });
}

/**
 * `parts`: the page's bytes split at its nonce (Buffers, at least one); `nonceLength`: every nonce's byte length.
 * Answers `{ length, chunksWith(nonce) }`: the gzip of parts[0] + nonce + parts[1] + ... + nonce + parts[n - 1] as a
 * list of Buffers of `length` bytes in all, to be written in turn (corked): only the nonce's block and the trailer
 * are new per answer, the deflated parts are shared. Joining them into one Buffer per answer cost more than the
 * rest of the answer (a fresh allocation of the whole body, then its garbage collection).
 */
export function createNonceGzip(
  parts: Buffer[],
  nonceLength: number,
  { level = 6 }: { level?: number } = {},
): NonceGzip {
  const deflated = deflateParts(parts, nonceLength, level);
  const crcs = parts.map((part) => crc32(part));
  const shifts = parts.map((part) => crc32Shift(part.length));
  const nonceShift = crc32Shift(nonceLength);
  const plainLength = parts.reduce((n, part) => n + part.length, 0) + nonceLength * (parts.length - 1);
  const nonceBlockLength = 5 + nonceLength;
  const total =
    HEADER.length +
    deflated.reduce((n, d) => n + d.length, 0) +
    nonceBlockLength * (parts.length - 1) +
    LAST_BLOCK.length +
    8;

  return {
    length: total,
    chunksWith(nonce: Buffer): Buffer[] {
      if (nonce.length !== nonceLength) throw new Error("nonce length differs from the page's");
      const nonceBlock = storedBlock(nonce);
      const nonceCrc = crc32(nonce);
      const chunks = [HEADER, deflated[0]];
      let crc = crcs[0];
      for (let i = 1; i < parts.length; i++) {
        chunks.push(nonceBlock, deflated[i]);
        crc = crc32Combine(crc32Combine(crc, nonceCrc, nonceShift), crcs[i], shifts[i]);
      }
      const trailer = Buffer.allocUnsafe(8);
      trailer.writeUInt32LE(crc, 0);
      trailer.writeUInt32LE(plainLength % 2 ** 32, 4);
      chunks.push(LAST_BLOCK, trailer);
      return chunks;
    },
  };
}
