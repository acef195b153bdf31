// Store pages share the default layout (header, main content, footer) inside the session, which hosts the auth popup.
import type { ReactNode } from "react";
import { SessionProvider } from "@/components/auth/session-provider";
import { StoreShell } from "@/components/layout/store-shell";

export default function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <StoreShell>{children}</StoreShell>
    </SessionProvider>
  );
}
