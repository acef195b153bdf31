"use client";
// The page's background helpers (components/layout/page-helpers.tsx) are no part of its first paint: their code loads
// once the page has hydrated (issue 26). React's lazy, not next/dynamic: no loader code in the first load either.
import { lazy, Suspense } from "react";
import { useIsHydrated } from "@/components/auth/use-is-hydrated";

const PageHelpers = lazy(() => import("./page-helpers"));

export function DeferredHelpers() {
  const isHydrated = useIsHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <PageHelpers />
    </Suspense>
  );
}
