// Root layout: document shell, the shell's messages, site-wide metadata and client-side safety nets.
import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { DeferredHelpers } from "@/components/layout/deferred-helpers";
import { DeferredNotificationHost } from "@/components/layout/deferred-notification-host";
import { buildSiteOpenGraph } from "@/components/layout/page-metadata";
import { publicOrigin } from "@/lib/server/auth/site-origin";
import { DeferredMessages } from "@/lib/i18n/deferred-messages";
import { LOCALE } from "@/lib/i18n/locale";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("brand");
  const name = t("name");
  return {
    // The configured origin (SITE_URL, else http://localhost:PORT), never the request's host.
    metadataBase: new URL(publicOrigin()),
    // Pages set their own title and canonical URL (alternates.canonical); a canonical here would leak into them.
    title: { default: name, template: `%s — ${name}` },
    description: t("description"),
    applicationName: name,
    openGraph: await buildSiteOpenGraph(),
    twitter: { card: "summary_large_image" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#0a0b14",
  colorScheme: "dark",
  width: "device-width",
  initialScale: 1,
};

/**
 * What the parts of the shared shell that load later read: the account menu, the sign-in popup and the error
 * screens (each puts next-intl's provider around itself, WithMessages), and the home page's live feed. What a page
 * shows at once (header, country selector, notifications) gets its strings as props from the server, so a first
 * load carries no next-intl runtime (issue 26). A route whose client components read more has its own provider.
 */
const SHELL_NAMESPACES = ["auth", "brand", "common", "errors"] as const;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("notifications");
  const notificationLabels = {
    types: { success: t("types.success"), warning: t("types.warning"), error: t("types.error") },
    close: t("close"),
  };
  // Every page renders per request: its scripts need this request's CSP nonce (proxy.ts), which a page
  // prerendered at build time could not carry, so Next would ship it with scripts the browser refuses.
  await connection();
  return (
    <html lang={LOCALE}>
      <body>
        <DeferredMessages namespaces={SHELL_NAMESPACES}>
          {children}
          <DeferredNotificationHost labels={notificationLabels} />
          <DeferredHelpers />
        </DeferredMessages>
      </body>
    </html>
  );
}
