"use client";
// next/link that skips prefetching on very slow connections (slow-2g), where prefetch would starve the page.
// Every link of the app goes through it (Button with href too): eslint.config.mjs forbids importing next/link
// anywhere else, since Next's own Link prefetches whatever the connection.
import Link from "next/link";
import { useSyncExternalStore, type ComponentProps } from "react";

type NetworkInformationLike = {
  effectiveType?: string;
  addEventListener?: (t: string, l: () => void) => void;
  removeEventListener?: (t: string, l: () => void) => void;
};

function readConnection(): NetworkInformationLike | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function subscribe(onChange: () => void) {
  const connection = readConnection();
  connection?.addEventListener?.("change", onChange);
  return () => connection?.removeEventListener?.("change", onChange);
}

/** True when the browser reports a slow-2g connection. */
export function isSlowConnection() {
  return readConnection()?.effectiveType === "slow-2g";
}

export function SmartLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const isSlow = useSyncExternalStore(subscribe, isSlowConnection, () => false);
  return <Link {...props} prefetch={isSlow ? false : prefetch} />;
}
