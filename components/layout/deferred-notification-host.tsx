"use client";
// The toasts' live region as an island loaded after the first paint (issue 26): the server renders the (empty)
// region, so screen readers know it from the start; its code makes it live once its chunk has come
// (deferred-island.tsx). A toast asked for before then waits in its store and shows as soon as it is live.
import type { ComponentProps } from "react";
import type { NotificationHost } from "@/components/notifications/notification-host";
import { deferredIsland } from "./deferred-island";
// The island's styles are among the page's first stylesheets: its server markup paints before its code has come.
import "@/components/notifications/notification-host.module.css";
import "@/components/ui/close-button.module.css";

/* eslint-disable @typescript-eslint/no-require-imports -- a server-only branch (deferred-island.tsx) */
export const DeferredNotificationHost = deferredIsland<ComponentProps<typeof NotificationHost>>(
  () => import("@/components/notifications/notification-host").then((m) => m.NotificationHost),
  // The server renders the island at once; the browser's bundle never holds this branch (typeof window is a
  // constant there, so the require is dropped with it).
  typeof window === "undefined"
    ? (
        require("@/components/notifications/notification-host") as typeof import("@/components/notifications/notification-host")
      ).NotificationHost
    : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */
