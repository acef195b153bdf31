// A gift's page: its buy island (the order page's gift form) reads these namespaces. They reach it through a plain
// context (DeferredMessages), not next-intl's provider: the island puts that provider around itself (WithMessages)
// and loads it with its own code, so a gift page's first load carries no next-intl runtime (issue 26).
import type { ReactNode } from "react";
import { DeferredMessages } from "@/lib/i18n/deferred-messages";

const GIFT_NAMESPACES = ["common", "orderPage"] as const;

export default function GiftLayout({ children }: { children: ReactNode }) {
  return <DeferredMessages namespaces={GIFT_NAMESPACES}>{children}</DeferredMessages>;
}
