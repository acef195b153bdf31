"use client";
// The game page's order island without its code in the page's first load (issue 26): the island (products and
// quantities, totals, the order flow, next-intl's runtime) is a chunk of its own, rendered in full by the server and
// live once that chunk has come (components/layout/deferred-island.tsx).
import { deferredIsland } from "@/components/layout/deferred-island";
import type { GameCheckoutProps } from "./game-checkout";
// The island's styles are among the page's first stylesheets: its server markup paints before its code has come.
import "@/components/catalog/price-tag.module.css";
import "@/components/ui/button.module.css";
import "@/components/ui/spinner.module.css";
import "./game-page.module.css";
import "./quantity-stepper.module.css";

/* eslint-disable @typescript-eslint/no-require-imports -- a server-only branch (deferred-island.tsx) */
export const DeferredGameCheckout = deferredIsland<GameCheckoutProps>(
  () => import("./game-checkout-island").then((m) => m.GameCheckoutIsland),
  // The server renders the island at once; the browser's bundle never holds this branch (typeof window is a
  // constant there, so the require is dropped with it).
  typeof window === "undefined"
    ? (require("./game-checkout-island") as typeof import("./game-checkout-island")).GameCheckoutIsland
    : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */
