// A value shared by components and plain code (the toasts, the session, the auth popup, the active currency): set
// from anywhere, read in React through useSyncExternalStore. A flag or a small record needs no state library in a
// guest's first load (issue 26: jotai was 3.8 KiB gzip of it).
import { useSyncExternalStore } from "react";

export type ValueStore<T> = {
  get: () => T;
  /** A new value, or a function of the current one; listeners hear of a change only. */
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** What the server rendered with: hydration reads this, never a value set in the browser before it. */
  initial: T;
};

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      const resolved = typeof next === "function" ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value; the component renders again when it changes. */
export function useStoreValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
