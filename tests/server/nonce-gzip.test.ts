// A cached page's gzip made once from its parts split at the CSP nonce (server/nonce-gzip.ts): every answer
// inflates to the page with that answer's own nonce, whatever the parts (empty, at the edges, holding a NUL), and
// its CRC-32 combined from the parts' (server/crc32-combine.ts) equals zlib's over the joined bytes.
import { randomBytes } from "node:crypto";
import { crc32, gunzipSync, gzipSync } from "node:zlib";
import { crc32Combine, crc32Shift } from "@/server/crc32-combine";
import { createNonceGzip } from "@/server/nonce-gzip";

const newNonce = () => Buffer.from(randomBytes(16).toString("base64"));

describe("crc32Combine", () => {
  it.each([
    [0, 0],
    [1, 1],
    [100, 7],
    [12_345, 70_000],
    [5, 0],
    [0, 9],
  ])("joins the CRCs of %i and %i bytes as zlib computes the whole", (lengthA, lengthB) => {
    const a = randomBytes(lengthA);
    const b = randomBytes(lengthB);
    expect(crc32Combine(crc32(a), crc32(b), crc32Shift(lengthB))).toBe(crc32(Buffer.concat([a, b])));
  });
});

describe("createNonceGzip", () => {
  /** The answer's bytes as the page cache writes them, of the length it announces. */
  const gzipOf = (parts: Buffer[], nonceLength: number) => {
    const gzipped = createNonceGzip(parts, nonceLength);
    return (nonce: Buffer) => {
      const copy = gzipped.copyWith(nonce);
      expect(copy.length).toBe(gzipped.length);
      const bytes = Buffer.from(copy);
      gzipped.release(copy); // the next answer may write into the same copy
      return bytes;
    };
  };
  const page = [
    'NONCE<!doctype html><script nonce="NONCE">self.__next_f=[]</script>',
    "<p>Цена 1 249 ₽</p>".repeat(2_000),
    '<script nonce="NONCE"></script>NONCENONCE<p>\u0000</p><style nonce="NONCE"></style>NONCE',
  ].join("");
  const parts = page.split("NONCE").map((s) => Buffer.from(s));

  it("answers a gzip of the page with each answer's own nonce in every place", () => {
    const nonce = newNonce();
    const gzipWith = gzipOf(parts, nonce.length);
    for (const answerNonce of [nonce, newNonce(), newNonce()]) {
      const zipped = gzipWith(answerNonce);
      expect(zipped.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      expect(gunzipSync(zipped).toString()).toBe(page.split("NONCE").join(answerNonce.toString()));
    }
  });

  it("stays within a tenth of a whole-page gzip of the same level", () => {
    const nonce = newNonce();
    const zipped = gzipOf(parts, nonce.length)(nonce);
    const whole = gzipSync(page.split("NONCE").join(nonce.toString()), { level: 6 });
    expect(zipped.length).toBeLessThan(whole.length * 1.1 + 400);
  });

  it("serves a page without a nonce and refuses a nonce of another length", () => {
    const gzipWith = gzipOf([Buffer.from("<p>plain</p>")], 24);
    expect(gunzipSync(gzipWith(newNonce())).toString()).toBe("<p>plain</p>");
    expect(() => gzipWith(Buffer.from("short"))).toThrow(/length/);
  });
});
