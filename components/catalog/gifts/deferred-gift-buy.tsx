"use client";
// The gift page's buy island (the button, its dialog and form loader, next-intl's runtime) without its code in the
// page's first load (issue 26): rendered in full by the server, live once its chunk has come
// (components/layout/deferred-island.tsx). Until then its button is disabled, as before hydration.
import type { ComponentProps } from "react";
import type { GiftBuy } from "@/components/checkout/gift-buy/gift-buy";
import { deferredIsland } from "@/components/layout/deferred-island";
// The island's styles are among the page's first stylesheets: its server markup paints before its code has come.
import "@/components/checkout/gift-buy/gift-buy.module.css";
import "@/components/ui/button.module.css";

/* eslint-disable @typescript-eslint/no-require-imports -- a server-only branch (deferred-island.tsx) */
export const DeferredGiftBuy = deferredIsland<ComponentProps<typeof GiftBuy>>(
  () => import("./gift-buy-island").then((m) => m.GiftBuyIsland),
  // The server renders the island at once; the browser's bundle never holds this branch (typeof window is a
  // constant there, so the require is dropped with it).
  typeof window === "undefined"
    ? (require("./gift-buy-island") as typeof import("./gift-buy-island")).GiftBuyIsland
    : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */
