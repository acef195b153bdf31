"use client";
// The game checkout as DeferredGameCheckout loads it: inside next-intl's provider fed by the game layout's messages,
// so that provider's runtime comes with the island's chunk, not with the page.
import { withMessages } from "@/lib/i18n/with-messages";
import { GameCheckout } from "./game-checkout";

export const GameCheckoutIsland = withMessages(GameCheckout);
