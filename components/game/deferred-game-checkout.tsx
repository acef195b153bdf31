"use client";
// The game page's order island without its code in the page's first load (issue 26): the island (products and
// quantities, totals, the order flow, next-intl's runtime) is a chunk of its own, rendered in full by the server and
// hydrated in place once that chunk has arrived (components/layout/deferred-island.tsx).
import { deferredIsland } from "@/components/layout/deferred-island";
import type { GameCheckoutProps } from "./game-checkout";

export const DeferredGameCheckout = deferredIsland<GameCheckoutProps>(() =>
  import("./game-checkout-island").then((m) => m.GameCheckoutIsland),
);
