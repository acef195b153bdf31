"use client";
// Hourly build check: once a newer build is live, the next navigation loads the page in full instead of
// fetching payloads that may reference chunks of the old build.
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { BUILD_CHECK_INTERVAL_MS, checkForNewBuild, isBuildStale, markBuildStale } from "./build-state";
import { assignLocation, reloadPage } from "./reload-page";

function findInternalLink(event: MouseEvent): HTMLAnchorElement | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

export function BuildWatcher({ buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? "" }: { buildId?: string }) {
  const pathname = usePathname();
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (!buildId) return;
    const timer = window.setInterval(async () => {
      if (await checkForNewBuild(buildId)) markBuildStale();
    }, BUILD_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [buildId]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isBuildStale()) return;
      const anchor = findInternalLink(event);
      if (!anchor) return;
      event.preventDefault();
      assignLocation(anchor.href);
    };
    // Capture phase: runs before next/link's own click handler starts a client-side navigation.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    // Navigations that are not link clicks (router.push, back/forward) are caught after the path changes.
    if (previousPath.current !== pathname && isBuildStale()) reloadPage();
    previousPath.current = pathname;
  }, [pathname]);

  return null;
}
