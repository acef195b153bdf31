"use client";
// Errors thrown by the store layout itself (its own error.tsx covers the pages inside it).
// The error screen's code loads when an error is shown, not with every page (issue 26: a guest's first load);
// a full-screen spinner stands in meanwhile.
import { lazy, Suspense } from "react";
import { PendingSpinner } from "@/components/layout/pending-spinner";

const RouteError = lazy(() =>
  import("@/components/layout/route-error").then((m) => ({ default: m.RouteError })),
);

export default function AppError({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <Suspense fallback={<PendingSpinner />}>
      <RouteError error={error} reset={reset} />
    </Suspense>
  );
}
