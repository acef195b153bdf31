// What a shopper types into a money field, read one way everywhere: "20 000", "20 000" (a non-breaking space
// pasted from a price), "150,5" and "150.50" are all numbers. Anything else is refused with a reason rather
// than guessed at: dropping the comma of "150,5" turned it into 1505 once. Integer kopecks, never a float.

/** Kopecks from typed text, or why there are none. */
export type MoneyInput =
  | { status: "empty" }
  | { status: "amount"; kopecks: number }
  /** Not a number: letters, a minus, two separators, a separator first. */
  | { status: "invalid" }
  /** More than two decimals: a fraction of a kopeck, or "1.000" meant as a thousand. */
  | { status: "subKopeck" }
  /** Too many digits to count exactly. */
  | { status: "tooLarge" };

// Digits grouped by any spaces (\s covers the non-breaking and narrow ones Intl writes), then an optional comma
// or dot with its decimals; a trailing "₽" as copied from a price is allowed. A separator with nothing after it
// ("150,") is a number being typed and reads as 150.
const MONEY_INPUT = /^(\d[\d\s]*?)\s*(?:[.,](\d*))?\s*(?:₽)?$/;

export function parseMoneyInput(text: string): MoneyInput {
  const value = text.trim();
  if (value === "") return { status: "empty" };
  const match = MONEY_INPUT.exec(value);
  if (!match) return { status: "invalid" };
  const [, grouped, fraction = ""] = match;
  if (fraction.length > 2) return { status: "subKopeck" };
  const kopecks = Number(grouped.replace(/\s/g, "")) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(kopecks)) return { status: "tooLarge" };
  return { status: "amount", kopecks };
}

/** A whole number of roubles within limits, or the one reason it is not (the field shows that reason). */
export type RoublesInput =
  | { status: "empty" }
  | { status: "valid"; roubles: number }
  | { status: "error"; error: "invalid" | "fractional" | "belowMin" | "aboveMax" };

export type RoublesLimits = { min: number; max: number };

/** For amounts the API takes in whole roubles: "150,5" is refused, never rounded; nothing is clamped. */
export function parseRoublesInput(text: string, { min, max }: RoublesLimits): RoublesInput {
  const parsed = parseMoneyInput(text);
  switch (parsed.status) {
    case "empty":
      return parsed;
    case "invalid":
      return { status: "error", error: "invalid" };
    case "subKopeck":
      return { status: "error", error: "fractional" };
    case "tooLarge":
      return { status: "error", error: "aboveMax" };
  }
  if (parsed.kopecks % 100 !== 0) return { status: "error", error: "fractional" };
  const roubles = parsed.kopecks / 100;
  if (roubles < min) return { status: "error", error: "belowMin" };
  if (roubles > max) return { status: "error", error: "aboveMax" };
  return { status: "valid", roubles };
}

const NBSP = "\u00a0";

/**
 * Kopecks as a money field shows them, without the currency sign the field already has: 2000000 -> "20 000",
 * 15050 -> "150,50" (non-breaking grouping spaces, a comma, kopecks only when there are some). parseMoneyInput
 * reads it back unchanged.
 */
export function formatMoneyInput(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0)
    throw new RangeError(`Not an amount to show: ${kopecks}`);
  const whole = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const fraction = kopecks % 100;
  return fraction === 0 ? whole : `${whole},${String(fraction).padStart(2, "0")}`;
}
