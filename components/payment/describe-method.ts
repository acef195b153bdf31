// Whether a payment method can pay this order, in which currency, and what it would charge: the country's
// currency when the method takes it, else roubles; a method below its minimum or switched off is shown disabled
// with the reason. The server checks all of it again when the payment starts.
import { kopecksOf } from "@/lib/money/kopecks";
import type { Money } from "@/lib/api/types/common";
import type { ActiveCountry, PaymentMethod } from "@/lib/api/types/payment";
import { previewPayment, type PaymentPreview } from "@/lib/money/payment-preview";

export type MethodProblem = "inactive" | "min_amount" | "currency";

export type MethodChoice = {
  method: PaymentMethod;
  /** The currency the payment would be asked in; null when the method takes none this page can use. */
  currency: string | null;
  preview: PaymentPreview | null;
  problem: MethodProblem | null;
};

function pickCurrency(method: PaymentMethod, country: ActiveCountry): string | null {
  if (method.currencies.includes(country.currency)) return country.currency;
  return method.currencies.includes("RUB") ? "RUB" : null;
}

export function describeMethod(
  method: PaymentMethod,
  country: ActiveCountry,
  order: { total: Money; balance: Money | null },
): MethodChoice {
  const currency = pickCurrency(method, country);
  if (!method.isActive) return { method, currency, preview: null, problem: "inactive" };
  if (!currency) return { method, currency, preview: null, problem: "currency" };
  let preview: PaymentPreview;
  try {
    preview = previewPayment({
      total: order.total,
      balance: order.balance,
      fee: method.fee,
      fixFee: method.fixFee,
      // The server converts with no rate for roubles and with the country's rate for its currency.
      rate: currency === "RUB" ? null : country.rate,
    });
  } catch {
    return { method, currency, preview: null, problem: null };
  }
  // A payment the balance covers entirely charges nothing, so no minimum applies (as on the server).
  const isBelowMinimum = preview.rest > 0 && preview.rest < kopecksOf(method.minAmount);
  return { method, currency, preview, problem: isBelowMinimum ? "min_amount" : null };
}
