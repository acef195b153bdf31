// A product's amount is 0 (not ordered) or within its min and max quantity.
export type QuantityLimits = { minQuantity: number; maxQuantity: number };

export function clampQuantity(value: number, { minQuantity, maxQuantity }: QuantityLimits): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const whole = Math.floor(value);
  return Math.min(Math.max(whole, Math.max(1, minQuantity)), maxQuantity);
}

/** One step up: from 0 straight to the minimum, then by one up to the maximum. */
export function stepUp(value: number, limits: QuantityLimits): number {
  return value <= 0 ? clampQuantity(limits.minQuantity || 1, limits) : clampQuantity(value + 1, limits);
}

/** One step down: below the minimum means not ordered. */
export function stepDown(value: number, limits: QuantityLimits): number {
  return value - 1 < Math.max(1, limits.minQuantity) ? 0 : value - 1;
}
