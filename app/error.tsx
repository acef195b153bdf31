"use client";
// Errors thrown by the store layout itself (its own error.tsx covers the pages inside it).
import { RouteError } from "@/components/layout/route-error";

export default function AppError({ error, reset }: { error: unknown; reset: () => void }) {
  return <RouteError error={error} reset={reset} />;
}
