// Everything the payment page renders first, read straight from the services (no HTTP round trip to ourselves).
// Shared by generateMetadata and the page through React's per-request cache.
import { cookies } from "next/headers";
import { cache } from "react";
import { kopecksOf } from "@/lib/money/kopecks";
import type { ActiveCountry, Country } from "@/lib/api/types/payment";
import type { PromoCode } from "@/lib/api/types/promo";
import { orderHashSchema } from "@/lib/schemas/orders/order-detail";
import { getOrderDraft } from "@/lib/server/orders/order-draft";
import { getActiveCountry, listCountries, parseCountryId } from "@/lib/server/payments/countries";
import { COUNTRY_COOKIE } from "@/lib/server/payments/country-cookie";
import { formatPriceKopecks } from "@/lib/money/format-price";
import { toPayOrder } from "./pay-order";
import type { PaymentPageProps } from "./payment-page";
import { readPaymentFacts } from "@/lib/server/payments/read-payment-facts";
import { readPaymentViewer } from "@/lib/server/payments/read-payment-viewer";
import { statusOfError } from "@/lib/server/http/error-answer";
import { getPromoCodeForRecentPurchases } from "@/lib/server/promo/recent-purchases-promo-code";
import type { RecentPurchasesPromoCode } from "@/lib/api/types/promo";

/** The shopper's usable personal code, or null (none before a first finished order, used up, switched off). */
async function readPersonalPromo(userId: number): Promise<RecentPurchasesPromoCode | null> {
  try {
    const promo = await getPromoCodeForRecentPurchases(userId);
    return promo.is_usable ? { code: promo.code, percent: promo.percent, isUsable: true } : null;
  } catch (error) {
    if (statusOfError(error) === 400) return null;
    throw error;
  }
}

/** The page's props, or null for a malformed or unknown hash (a 404). */
export const loadPaymentPage = cache(async (hash: string): Promise<PaymentPageProps | null> => {
  if (!orderHashSchema.safeParse(hash).success) return null;
  const draft = await getOrderDraft({ hash });
  if (!draft) return null;
  const chosenCountry = parseCountryId((await cookies()).get(COUNTRY_COOKIE)?.value);
  const [facts, countries, country] = await Promise.all([
    readPaymentFacts(draft.id),
    listCountries(),
    getActiveCountry(chosenCountry),
  ]);
  const viewer = await readPaymentViewer(facts.userId);
  // The owner's personal thank-you code, read here rather than asked for by the browser: a shopper without a
  // finished order has none, which the API answers with a 400 that every such pay page logged in the console.
  const personalPromo =
    viewer.ownership === "viewer" && facts.userId !== null ? await readPersonalPromo(facts.userId) : null;
  const pending = facts.pending;
  return {
    order: toPayOrder(draft),
    promoCode: draft.promoCode as PromoCode | null,
    paymentStatus: facts.paymentStatus,
    resumeFacts: pending
      ? {
          amountText: formatPriceKopecks(kopecksOf(pending.amount), pending.currency),
          methodTitle: pending.methodTitle,
        }
      : null,
    countries: countries as Country[],
    country: country as ActiveCountry | null,
    ownership: viewer.ownership,
    viewerBalance: viewer.balance,
    balanceHeldByOrder: pending && pending.balanceHeld !== "0.00" ? pending.balanceHeld : null,
    isAccountOrder: facts.userId !== null,
    personalPromo,
    // Paying such an order is refused (createPayment): the page asks for the avatar first.
    needsAvatar: draft.resourcetype === "StandoffOrder" && "gameAvatar" in draft && !draft.gameAvatar,
  };
});
