"use client";
// Errors in store pages: shown inside the store layout, so header and footer stay usable.
// The error screen's code loads when an error is shown, not with every page (issue 26: a guest's first load);
// a full-screen spinner stands in meanwhile.
import { lazy, Suspense } from "react";
import { PendingSpinner } from "@/components/layout/pending-spinner";

const RouteError = lazy(() =>
  import("@/components/layout/route-error").then((m) => ({ default: m.RouteError })),
);

export default function StoreError({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <Suspense fallback={<PendingSpinner />}>
      <RouteError error={error} reset={reset} />
    </Suspense>
  );
}
