"use client";
// After a deployment old chunks disappear; reloading fetches the new build instead of leaving a broken page.
import { useEffect } from "react";
import { isChunkLoadError } from "./is-chunk-load-error";
import { reloadWithGuard } from "./reload-guard";

export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error) || isChunkLoadError(event.message)) reloadWithGuard();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadWithGuard();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
