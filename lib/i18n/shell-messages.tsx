"use client";
// The shell's messages without next-intl's runtime in the first load (issue 26): the root layout hands them to this
// plain context, and only the parts that load later (account menu, sign-in popup, error screens) put next-intl's
// provider around themselves with WithMessages. What a page shows at once gets its strings as props.
import type { AbstractIntlMessages } from "next-intl";
import { createContext, type ReactNode } from "react";

/** null outside ShellMessages (a test, or a tree with next-intl's own provider above it). */
export const ShellMessagesContext = createContext<AbstractIntlMessages | null>(null);

export function ShellMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return <ShellMessagesContext value={messages}>{children}</ShellMessagesContext>;
}
