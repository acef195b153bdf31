// Game pages: the checkout (products, servers and player lookup, the sign-in prompt) reads its own namespaces. They
// reach it through a plain context (DeferredMessages), not next-intl's provider: the checkout island puts that
// provider around itself (WithMessages) and loads it with its own code, so a game page's first load carries no
// next-intl runtime (issue 26).
import type { ReactNode } from "react";
import { DeferredMessages } from "@/lib/i18n/deferred-messages";

const GAME_NAMESPACES = ["auth", "checkout", "common", "game", "playerLookup", "price", "products"] as const;

export default function GamesLayout({ children }: { children: ReactNode }) {
  return <DeferredMessages namespaces={GAME_NAMESPACES}>{children}</DeferredMessages>;
}
