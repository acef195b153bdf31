// The price a Standoff 2 shopper lists the skin at, so that the store's purchase on the game's market brings them
// the gold they paid for: the gold of the line plus the market's fee (per cent, two decimals), plus the order's
// surplus, the few hundredths of gold by which the operator tells this shopper's lot from others at the same
// price. Hundredths of gold in BigInt, half-up rounding; pure so the order page and the operator queue share it.

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

function toHundredths(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new TypeError(`Not a decimal amount: "${value}"`);
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

const formatHundredths = (h: bigint) => `${h / 100n}.${(h % 100n).toString().padStart(2, "0")}`;

export type StandoffListingPrice = {
  /** Gold the shopper bought (product gold x quantity), "300.00". */
  gold: string;
  /** What the market's fee adds to it, "60.00". */
  fee: string;
  /** The order's surplus, "0.16" ("0.00" when none). */
  surplus: string;
  /** gold + fee + surplus: the exact price to list the skin at. */
  price: string;
};

export function computeStandoffListingPrice(input: {
  gold: number;
  quantity: number;
  marketFee: string;
  surplus: string | null;
}): StandoffListingPrice {
  if (!Number.isSafeInteger(input.gold) || !Number.isSafeInteger(input.quantity)) {
    throw new TypeError("gold and quantity must be whole numbers");
  }
  const gold = BigInt(input.gold) * BigInt(input.quantity) * 100n;
  const feeBasisPoints = toHundredths(input.marketFee);
  const fee = (gold * feeBasisPoints + 5_000n) / 10_000n;
  const surplus = input.surplus === null ? 0n : toHundredths(input.surplus);
  return {
    gold: formatHundredths(gold),
    fee: formatHundredths(fee),
    surplus: formatHundredths(surplus),
    price: formatHundredths(gold + fee + surplus),
  };
}
