// The currency of the country chosen in the header and its rate, published by the country selector so that
// prices before the payment step can show an approximate amount in it (the header is its only source of truth on
// pages that read no cookie). null until the selector has the active country, or while a change is being saved.
import { createValueStore } from "./value-store";

/** `rate`: roubles per one unit of `currency`, a decimal string ("0.158000"). */
export type ActiveCurrency = { currency: string; rate: string };

export const activeCurrencyStore = createValueStore<ActiveCurrency | null>(null);
