// What a provider's order lookup said: the order, null when the provider said it holds none, or `unsure` when it
// refused to say (a rate limit, a 4xx other than "not found"). Placing an order after an unsure lookup is still
// safe where the provider refuses a second order under the same key, but reading it as "holds nothing" for an
// order it accepted would place it again, or refund goods it delivers: such callers take `surely`'s answer.
import { TransientDeliveryError } from "../provider";

export type UnsureLookup = { unsure: string };

export type OrderLookup<T> = T | null | UnsureLookup;

export const isUnsure = <T>(found: OrderLookup<T>): found is UnsureLookup =>
  typeof found === "object" && found !== null && "unsure" in found;

/** The lookup's answer when it gave one; an unsure lookup is a transient fault (asked again later). */
export function surely<T>(provider: string, found: OrderLookup<T>): T | null {
  if (isUnsure(found))
    throw new TransientDeliveryError(`${provider}: order lookup refused (${found.unsure})`);
  return found;
}
