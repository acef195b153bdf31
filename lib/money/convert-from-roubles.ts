// Roubles into a country's currency, the one way: the server's charge, the payment page's preview and the
// approximate prices shown before the payment step all convert with it, so "≈ 4 520 KZT" on the game page is what
// the payment step would convert the same roubles to. BigInt minor units and half-up rounding; never a float.

/** A rate as the database's numeric(14,6) writes it: roubles per one unit of the currency ("0.158000"). */
const RATE = /^(\d+)(?:\.(\d{1,6}))?$/;

/**
 * Kopecks -> minor units (tiyn, kopecks...) of a currency whose unit costs `rate` roubles, rounded half up:
 * 100000n at "0.158000" -> 632911n. null for a rate that is not a positive decimal with at most six places.
 */
export function convertFromRoubles(kopecks: bigint, rate: string): bigint | null {
  const match = RATE.exec(rate.trim());
  if (!match) return null;
  const micros = BigInt(match[1]) * 1_000_000n + BigInt((match[2] ?? "").padEnd(6, "0"));
  if (micros <= 0n) return null;
  return (kopecks * 1_000_000n + micros / 2n) / micros;
}
