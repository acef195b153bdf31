// Root layout: document shell, translations provider, site-wide metadata and client-side safety nets.
import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { NotificationHost } from "@/components/notifications/notification-host";
import { BuildWatcher } from "@/components/system/build-watcher";
import { ChunkReload } from "@/components/system/chunk-reload";
import { DeferredStyles } from "@/components/layout/deferred-styles";
import { buildSiteOpenGraph } from "@/components/layout/page-metadata";
import { publicOrigin } from "@/lib/server/auth/site-origin";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { LOCALE } from "@/lib/i18n/request";
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
 * What the client components of the shared shell read: header, account menu and sign-in popup, country selector,
 * notifications, error and 404 screens, and the pages with no client messages of their own (home, catalogue
 * lists, info, sign-in pages). A route whose client components read more has a layout with its own list.
 */
const SHELL_NAMESPACES = [
  "auth",
  "brand",
  "common",
  "country",
  "errors",
  "layout",
  "nav",
  "notifications",
] as const;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: its scripts need this request's CSP nonce (proxy.ts), which a page
  // prerendered at build time could not carry, so Next would ship it with scripts the browser refuses.
  await connection();
  return (
    <html lang={LOCALE}>
      <body>
        <ClientMessages namespaces={SHELL_NAMESPACES}>
          {children}
          {/* jotai's default store (no Provider) is shared with notify() called outside React. */}
          <NotificationHost />
          <ChunkReload />
          <DeferredStyles />
          <BuildWatcher />
        </ClientMessages>
      </body>
    </html>
  );
}
