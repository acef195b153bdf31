"use client";
// The gift's buy button and dialog as DeferredGiftBuy loads it: inside next-intl's provider fed by the gift layout's
// messages, so that provider's runtime comes with the island's chunk, not with the page.
import { GiftBuy } from "@/components/checkout/gift-buy/gift-buy";
import { withMessages } from "@/lib/i18n/with-messages";

export const GiftBuyIsland = withMessages(GiftBuy);
