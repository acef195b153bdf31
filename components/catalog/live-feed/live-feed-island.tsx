"use client";
// The live feed's purchases are no part of the home page's first paint: its placeholder is, and the list's code
// (the API call, the "how long ago" of each purchase) loads once the page has hydrated (issue 26).
import { lazy, Suspense } from "react";
import { useIsHydrated } from "@/components/auth/use-is-hydrated";
import type { LiveFeedListLabels } from "./live-feed-list";
import { LiveFeedPlaceholder } from "./live-feed-placeholder";

const LiveFeedList = lazy(() => import("./live-feed-list").then((m) => ({ default: m.LiveFeedList })));

export function LiveFeedIsland({ labels }: { labels: LiveFeedListLabels }) {
  const isHydrated = useIsHydrated();
  const placeholder = <LiveFeedPlaceholder label={labels.loading} />;
  if (!isHydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LiveFeedList labels={labels} />
    </Suspense>
  );
}
