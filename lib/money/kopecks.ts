// Decimal money strings ("149.00", as the database's numerics and the API carry them) to integer kopecks (BigInt)
// and back, so that no amount ever passes through a JavaScript float. Used by the order services and the seed.

/** "149.5", "149.50", "149" -> 14950n; anything else (a sign, grouping, three decimals) throws. */
export function toKopecks(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`Bad money amount: ${amount}`);
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** 14950n -> "149.50"; a negative amount throws. */
export function formatKopecks(kopecks: bigint): string {
  if (kopecks < 0n) throw new Error("Negative money amount");
  return `${kopecks / 100n}.${(kopecks % 100n).toString().padStart(2, "0")}`;
}
