"use client";
// Last-resort error boundary: replaces the root layout, so it brings its own document and styles.
import { lazy, Suspense } from "react";
import "./globals.css";

const GlobalErrorContent = lazy(() => import("@/components/layout/global-error-content"));

function PendingSpinner() {
  return (
    <div
      role="status"
      aria-busy="true"
      style={{ position: "fixed", inset: 0, display: "grid", placeItems: "center" }}
    >
      <span
        style={{
          width: 48,
          height: 48,
          borderRadius: "50%",
          border: "4px solid #3b4166",
          borderTopColor: "#a855f7",
          animation: "spin 0.8s linear infinite",
        }}
      />
      <style>{"@keyframes spin{to{transform:rotate(360deg)}}"}</style>
    </div>
  );
}

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
