"use client";
// Errors in store pages: shown inside the store layout, so header and footer stay usable.
import { RouteError } from "@/components/layout/route-error";

export default function StoreError({ error, reset }: { error: unknown; reset: () => void }) {
  return <RouteError error={error} reset={reset} />;
}
