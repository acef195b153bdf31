"use client";
// The game checkout as DeferredGameCheckout loads it: inside next-intl's provider fed by the game layout's messages,
// so that provider's runtime comes with the island's chunk, not with the page.
import { WithMessages } from "@/lib/i18n/with-messages";
import { GameCheckout, type GameCheckoutProps } from "./game-checkout";

export function GameCheckoutIsland(props: GameCheckoutProps) {
  return (
    <WithMessages>
      <GameCheckout {...props} />
    </WithMessages>
  );
}
