"use client";
// What every page runs in the background once it is live: the reload after a failed chunk, the hourly build check
// and the stylesheets a cached page deferred. Loaded by DeferredHelpers, after hydration.
import { BuildWatcher } from "@/components/system/build-watcher";
import { ChunkReload } from "@/components/system/chunk-reload";
import { DeferredStyles } from "./deferred-styles";

export default function PageHelpers() {
  return (
    <>
      <ChunkReload />
      <DeferredStyles />
      <BuildWatcher />
    </>
  );
}
