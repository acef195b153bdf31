"use client";
// False while React hydrates server HTML (its handlers are not attached yet), true on every later render.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
