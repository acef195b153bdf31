// The registry of payment providers: a new provider is its folder and one line here. payments.provider names the
// provider that took a payment ("balance" marks a payment the shopper's balance covered: no provider).
import { getpayPaymentProvider } from "./getpay/getpay-payment-provider";
import type { PaymentProvider } from "./payment-provider";
import { payselectionPaymentProvider } from "./payselection/payselection-payment-provider";
import { sandboxPaymentProvider } from "./sandbox/sandbox-payment-provider";

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [
  sandboxPaymentProvider,
  payselectionPaymentProvider,
  getpayPaymentProvider,
];

/** The provider of this name, or null (a payment the balance covered, a provider since removed). */
export function findPaymentProvider(name: string): PaymentProvider | null {
  return PAYMENT_PROVIDERS.find((p) => p.name === name) ?? null;
}

/** The provider of a route dedicated to it (its webhook, its status call). */
export function getPaymentProvider(name: string): PaymentProvider {
  const provider = findPaymentProvider(name);
  if (!provider) throw new Error(`unknown payment provider ${name}`);
  return provider;
}
