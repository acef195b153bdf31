// Money in e-mails: the storefront's formatting of decimal strings (no float ever rounds it), but strict: an
// e-mail never shows something that is not an amount.
import { formatPrice, MONEY_AMOUNT } from "@/lib/money/format-price";

/** "1499.00" -> "1 499 ₽", "149.50" -> "149,50 ₽"; anything that is not an amount is refused. */
export function formatRub(amount: string): string {
  if (!MONEY_AMOUNT.test(amount.trim())) throw new TypeError(`Not a money amount: "${amount}"`);
  return formatPrice(amount);
}
