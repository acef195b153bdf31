// The translations provider of a layout: the namespaces the client components below it read, and no others.
// next-intl does not merge a nested provider with its parent's messages (use-intl's IntlProvider replaces them),
// so a layout lists every namespace its own pages' client components read, the shared ones (common, auth) too.
// tests/server/route-messages.test.ts checks each list against the import graph of the layout's pages.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages, type Namespace } from "./pick-messages";

export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A route layout that only adds its pages' namespaces: `export default messagesLayout([...])`. */
export function messagesLayout(namespaces: readonly Namespace[]) {
  return function MessagesLayout({ children }: { children: ReactNode }) {
    return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>;
  };
}
