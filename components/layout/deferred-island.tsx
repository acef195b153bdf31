"use client";
// A client island whose code is no part of the page's first load (issue 26). The server renders it in full, so the
// first paint is unchanged; in the browser its Suspense boundary keeps that markup while the island's chunk loads
// (asked for as hydration reaches it), then hydrates it in place: no fallback is shown, nothing moves. React's lazy,
// not next/dynamic: next/dynamic would list the chunk among the page's first scripts, and its loader with it.
import { lazy, Suspense, type ComponentType } from "react";

export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazy(async () => ({ default: await load() }));
  return function DeferredIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  };
}
