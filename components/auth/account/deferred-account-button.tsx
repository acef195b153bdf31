"use client";
// The header's account control (the session store, the sign-in popup's host, the account menu's loader) as an island
// loaded after the first paint (issue 26): rendered in full by the server, live once its chunk has
// come (components/layout/deferred-island.tsx). Until then its sign-in button is disabled, as before hydration.
import { deferredIsland } from "@/components/layout/deferred-island";
import type { AccountButtonProps } from "./account-button";
// The island's styles are among the page's first stylesheets: its server markup paints before its code has come.
import "@/components/ui/button.module.css";
import "../auth-popup-host.module.css";
import "./account-button.module.css";

/* eslint-disable @typescript-eslint/no-require-imports -- a server-only branch (deferred-island.tsx) */
export const DeferredAccountButton = deferredIsland<AccountButtonProps>(
  () => import("./account-button").then((m) => m.AccountButton),
  // The server renders the island at once; the browser's bundle never holds this branch (typeof window is a
  // constant there, so the require is dropped with it).
  typeof window === "undefined"
    ? (require("./account-button") as typeof import("./account-button")).AccountButton
    : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */
