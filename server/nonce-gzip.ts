// Gzip of a cached page whose bytes differ per answer only at its CSP nonce (server/page-cache.ts), made once per
// page instead of once per answer: each fixed part between two nonces is deflated once (ending on a byte boundary,
// a sync flush), and an answer is the parts' deflate blocks with its nonce between them as stored (uncompressed)
// blocks, a final empty block, and the gzip trailer, whose CRC-32 is combined from the parts' CRCs
// (server/crc32-combine.ts). A browser inflates it like any gzip answer; the strict per-answer nonce stays.
// Per answer: no compression and no pass over the page: its nonce and CRC-32 written into a kept copy of the gzip
// (server/nonce-template.ts).
import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine";
import { createNonceTemplate, type NonceTemplate } from "./nonce-template";

/** gzip member header: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final stored block of no bytes: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

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
 * Answers the gzip of parts[0] + nonce + parts[1] + ... + nonce + parts[n - 1] as a template
 * (server/nonce-template.ts): the deflated parts with a stored block of the nonce's bytes between each two; the
 * nonces and the trailer's CRC-32 are all an answer writes.
 */
export function createNonceGzip(
  parts: Buffer[],
  nonceLength: number,
  { level = 6 }: { level?: number } = {},
): NonceTemplate {
  const deflated = deflateParts(parts, nonceLength, level);
  const crcs = parts.map((part) => crc32(part));
  const shifts = parts.map((part) => crc32Shift(part.length));
  const nonceShift = crc32Shift(nonceLength);
  const plainLength = parts.reduce((n, part) => n + part.length, 0) + nonceLength * (parts.length - 1);
  const nonceBlock = storedBlockHead(nonceLength);
  const chunks = [HEADER, deflated[0]];
  const nonceAt: number[] = [];
  let at = HEADER.length + deflated[0].length;
  for (let i = 1; i < parts.length; i++) {
    nonceAt.push(at + nonceBlock.length);
    chunks.push(nonceBlock, Buffer.alloc(nonceLength), deflated[i]);
    at += nonceBlock.length + nonceLength + deflated[i].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(plainLength % 2 ** 32, 4);
  chunks.push(LAST_BLOCK, trailer);
  const bytes = Buffer.concat(chunks);
  const crcAt = bytes.length - 8;
  return createNonceTemplate(bytes, nonceAt, nonceLength, (copy, nonce) => {
    const nonceCrc = crc32(nonce);
    let crc = crcs[0];
    for (let i = 1; i < parts.length; i++)
      crc = crc32Combine(crc32Combine(crc, nonceCrc, nonceShift), crcs[i], shifts[i]);
    copy.writeUInt32LE(crc, crcAt);
  });
}

/** The head of a non-final stored deflate block of `length` bytes (at most 65 535), on a byte boundary. */
function storedBlockHead(length: number): Buffer {
  if (length > 0xffff) throw new Error("a nonce longer than a stored block");
  const head = Buffer.alloc(5);
  head.writeUInt16LE(length, 1);
  head.writeUInt16LE(~length & 0xffff, 3);
  return head;
}
