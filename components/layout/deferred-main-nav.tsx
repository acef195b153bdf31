"use client";
// The header's navigation (burger menu, next/link) as an island loaded after the first paint (issue 26): rendered in
// full by the server, live once its chunk has come (deferred-island.tsx).
import { deferredIsland } from "./deferred-island";
import type { MainNavProps } from "./main-nav";
// The island's styles are among the page's first stylesheets: its server markup paints before its code has come.
import "./main-nav.module.css";

/* eslint-disable @typescript-eslint/no-require-imports -- a server-only branch (deferred-island.tsx) */
export const DeferredMainNav = deferredIsland<MainNavProps>(
  () => import("./main-nav").then((m) => m.MainNav),
  // The server renders the island at once; the browser's bundle never holds this branch (typeof window is a
  // constant there, so the require is dropped with it).
  typeof window === "undefined" ? (require("./main-nav") as typeof import("./main-nav")).MainNav : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */
