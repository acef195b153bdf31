"use client";
// next-intl's provider around a part that loads after the first paint, fed by the shell's messages (ShellMessages):
// its runtime comes with that part, not with the page. Below a route's own provider the shell's namespaces are
// what these parts read, so they are the ones given here. Without ShellMessages above, the provider above is used.
import { NextIntlClientProvider } from "next-intl";
import { use, type ComponentType, type ReactNode } from "react";
import { LOCALE, TIME_ZONE } from "./locale";
import { ShellMessagesContext } from "./shell-messages";

export function WithMessages({ children }: { children: ReactNode }) {
  const messages = use(ShellMessagesContext);
  if (!messages) return children;
  return (
    <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A deferred island's component inside WithMessages: `export const XIsland = withMessages(X)` in its own module. */
export function withMessages<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithMessagesIsland(props: P) {
    return (
      <WithMessages>
        <Component {...props} />
      </WithMessages>
    );
  };
}
