// What a paid Standoff 2 order asks of the shopper: list the skin named in the settings on the in-game market at
// one exact price, which the store then buys. The price is the gold bought, plus the market's fee on it, plus the
// order's surplus (a few hundredths that tell the shopper's lot from the others at the same price). All in
// hundredths of gold as integers, answered as decimal strings like money.
import { addPercent, formatKopecks, toKopecks } from "@/lib/money/kopecks";
import type { StandoffSettings } from "./kinds/standoff-settings";

export type StandoffListing = {
  skinName: string;
  skinPicture: string;
  /** Gold the shopper bought (the sum of the lines). */
  gold: string;
  /** Per cent the market keeps, as in the settings. */
  marketFee: string;
  /** The market's share added on top of the gold. */
  fee: string;
  surplus: string;
  /** What the lot must cost, to the hundredth. */
  price: string;
};

export function describeStandoffListing(
  settings: Pick<StandoffSettings, "skinName" | "skinPicture" | "marketFee">,
  gold: number,
  surplus: string | null,
): StandoffListing {
  const base = BigInt(gold) * 100n;
  const withFee = addPercent(base, settings.marketFee);
  const extra = surplus ? toKopecks(surplus) : 0n;
  return {
    skinName: settings.skinName,
    skinPicture: settings.skinPicture,
    gold: formatKopecks(base),
    marketFee: settings.marketFee,
    fee: formatKopecks(withFee - base),
    surplus: formatKopecks(extra),
    price: formatKopecks(withFee + extra),
  };
}
