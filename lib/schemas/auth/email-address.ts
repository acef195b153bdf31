// E-mail addresses as the store accepts and keeps them, internationalised ones included (RFC 6531):
// "покупатель@пример.рф" and "user@xn--e1afmkfd.xn--p1ai" are both valid. zod's email() takes ASCII only and
// refuses even punycode top-level domains ("xn--p1ai"), so the rule is ours. Plain code, no zod: the payment
// page checks its receipt e-mail with it without loading zod; emailSchema (fields.ts) wraps it for the API.
//
// One address, one spelling: the domain goes through IDNA (the WHATWG URL parser, the same in browsers and
// Node) and is kept in its Unicode form, so "ПРИМЕР.РФ", "пример.рф" and "xn--e1afmkfd.xn--p1ai" are one
// account; the whole address is NFC-normalised and lower-cased, as ASCII addresses always were. Unicode rather
// than punycode because the shopper reads the address back (profile, receipts) as they typed it; ASCII
// addresses come out unchanged, so the accounts already stored keep matching. A part that mixes Latin with
// Cyrillic or Greek letters ("dеmo" with a Cyrillic "е") is refused: such look-alikes pass for another address.

const MAX_LOCAL_LENGTH = 64;
const MAX_DOMAIN_LENGTH = 253;

/** Dot-separated runs of letters, digits and _ ' + - (zod's set, with letters of any script). */
const LOCAL_PART = /^[\p{L}\p{M}\p{N}_'+-]+(?:\.[\p{L}\p{M}\p{N}_'+-]+)*$/u;
/** Letters of two of the scripts whose letters look alike, in one local part or domain label. */
const MIXED_SCRIPTS = [
  [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u],
  [/\p{Script=Latin}/u, /\p{Script=Greek}/u],
  [/\p{Script=Cyrillic}/u, /\p{Script=Greek}/u],
];
const isMixedScript = (part: string) => MIXED_SCRIPTS.some(([a, b]) => a.test(part) && b.test(part));
/** Characters that would change how the URL parser reads "http://<domain>/" (or are never in a host). */
const NOT_IN_HOST = /[\s/\\?#@:[\]%<>^|"'`{}\p{Cc}\p{Cf}]/u;
/** ASCII labels of 1..63 characters, at least two, the top-level one alphabetic or an IDN (xn--). */
const ASCII_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The address in the store's spelling, or null when it is not one. */
export function normaliseEmailAddress(raw: string): string | null {
  const value = raw.trim().normalize("NFC");
  const at = value.lastIndexOf("@");
  if (at < 1) return null;
  const local = value.slice(0, at).toLowerCase();
  const domain = toUnicodeDomain(value.slice(at + 1));
  if (domain === null || local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return null;
  if (isMixedScript(local) || domain.split(".").some(isMixedScript)) return null;
  return `${local}@${domain}`;
}

function toUnicodeDomain(domain: string): string | null {
  if (!domain || NOT_IN_HOST.test(domain)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  if (ascii.length > MAX_DOMAIN_LENGTH || !ASCII_DOMAIN.test(ascii)) return null;
  const labels = ascii
    .split(".")
    .map((label) => (label.startsWith("xn--") ? decodePunycode(label.slice(4)) : label));
  return labels.includes(null) ? null : labels.join(".").normalize("NFC");
}

// RFC 3492 decoding (the URL parser only encodes). Its parameters, named as in the RFC.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, isFirst: boolean): number {
  let d = isFirst ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  for (; d > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) d = Math.floor(d / (BASE - T_MIN));
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

function decodePunycode(input: string): string | null {
  const basicEnd = Math.max(input.lastIndexOf("-"), 0);
  const output = Array.from(input.slice(0, basicEnd), (c) => c.codePointAt(0) as number);
  let n = 128;
  let bias = 72;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length;) {
    const start = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      const digit = index < input.length ? digitOf(input.charCodeAt(index++)) : BASE;
      if (digit >= BASE || i > Number.MAX_SAFE_INTEGER / BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    bias = adapt(i - start, output.length + 1, start === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return null;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}
