"use client";
// The header's country selector (its request, the router's refresh, the toast) as an island loaded after the first
// paint (issue 26): rendered in full by the server, live once its chunk has come (deferred-island.tsx).
import { deferredIsland } from "./deferred-island";
import type { CountrySelectorProps } from "./country-selector";
// The island's styles are among the page's first stylesheets: its server markup paints before its code has come.
import "./country-selector.module.css";

/* eslint-disable @typescript-eslint/no-require-imports -- a server-only branch (deferred-island.tsx) */
export const DeferredCountrySelector = deferredIsland<CountrySelectorProps>(
  () => import("./country-selector").then((m) => m.CountrySelector),
  // The server renders the island at once; the browser's bundle never holds this branch (typeof window is a
  // constant there, so the require is dropped with it).
  typeof window === "undefined"
    ? (require("./country-selector") as typeof import("./country-selector")).CountrySelector
    : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */
