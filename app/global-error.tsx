"use client";
// Last-resort error boundary: replaces the root layout, so it brings its own document and styles.
import { lazy, Suspense } from "react";
import { PendingSpinner } from "@/components/layout/pending-spinner";
import "./globals.css";

const GlobalErrorContent = lazy(() => import("@/components/layout/global-error-content"));

export default function GlobalError({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <html lang="ru">
      <body>
        <Suspense fallback={<PendingSpinner />}>
          <GlobalErrorContent error={error} reset={reset} />
        </Suspense>
      </body>
    </html>
  );
}
