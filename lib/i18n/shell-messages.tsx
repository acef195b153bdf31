"use client";
// The shell's messages without next-intl's runtime in the first load (issue 26): the root layout hands them to this
// plain context, and only the parts that load later (account menu, sign-in popup, error screens) put next-intl's
// provider around themselves with WithMessages. What a page shows at once gets its strings as props.
import type { AbstractIntlMessages } from "next-intl";
import { createContext, useState, type ReactNode } from "react";

/** null outside ShellMessages (a test, or a tree with next-intl's own provider above it). */
export const ShellMessagesContext = createContext<AbstractIntlMessages | null>(null);

export function ShellMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  // Every server render (router.refresh after sign-in or sign-out, a navigation) sends the same messages as a new
  // object. Passed on, each would be a new value for every WithMessages below, so the open sign-in popup or account
  // menu would re-render with a new next-intl context in the middle of its work. One locale, one build: the first
  // copy stays (a new build reloads the page, components/system/build-watcher.tsx).
  const [stable] = useState(messages);
  return <ShellMessagesContext value={stable}>{children}</ShellMessagesContext>;
}
