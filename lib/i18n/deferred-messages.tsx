// The root layout's messages (issue 26): only the parts that load later read them (the account menu, the sign-in
// popup, the error screens, the live feed), each putting next-intl's provider around itself (WithMessages), so a
// page's first load carries no next-intl runtime. Not ClientMessages: a layout ships every client component its
// modules import, rendered or not, and that one imports next-intl's provider.
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages, type Namespace } from "./pick-messages";
import { ShellMessages } from "./shell-messages";

export async function DeferredMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return <ShellMessages messages={pickMessages(await getMessages(), namespaces)}>{children}</ShellMessages>;
}
