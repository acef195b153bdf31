// Money helpers for the seed: amounts are decimal strings ("149.00") and all arithmetic is in integer kopecks.

/** "1 249.5" style input is not accepted: only plain decimals with up to two places. */
export function toKopecks(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`Bad money amount: ${amount}`);
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

export function formatKopecks(kopecks: bigint): string {
  if (kopecks < 0n) throw new Error("Negative money amount");
  const rub = kopecks / 100n;
  const kop = kopecks % 100n;
  return `${rub}.${kop.toString().padStart(2, "0")}`;
}

/** `percent` per cent of an amount, rounded half up to a whole kopeck. */
export function percentOf(kopecks: bigint, percent: number): bigint {
  return (kopecks * BigInt(percent) + 50n) / 100n;
}

/** The discount a shop would print on a price tag: whole per cent, rounded half up. */
export function discountPercent(price: string, discountPrice: string): number {
  const full = toKopecks(price);
  const off = full - toKopecks(discountPrice);
  return Number((off * 100n + full / 2n) / full);
}
