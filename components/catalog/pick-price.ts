// Which price a shopper pays: the discount price when it is really lower. Compared in kopecks, never as floats.
const toKopecks = (amount: string) => {
  const [int, frac = ""] = amount.trim().split(".");
  const sign = int.startsWith("-") ? -1n : 1n;
  return sign * (BigInt(int.replace("-", "") || "0") * 100n + BigInt((frac + "00").slice(0, 2)));
};

export type PickedPrice = { current: string; old: string | null };

export function pickPrice(price: string, discountPrice: string | null | undefined): PickedPrice {
  if (discountPrice == null || discountPrice === "") return { current: price, old: null };
  return toKopecks(discountPrice) < toKopecks(price)
    ? { current: discountPrice, old: price }
    : { current: price, old: null };
}
