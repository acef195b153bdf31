"use client";
// The live feed's purchases, read from the public API after the page is shown and again every half a minute
// while the tab is visible. Until the first answer, placeholder rows of the items' size keep the layout still.
// Loaded by LiveFeedIsland after hydration. Its words come as labels from the server, "how long ago" included
// (time-ago.ts), so it needs no translations provider and no Intl formatter.
import { useEffect, useState } from "react";
import { readLiveFeed } from "@/lib/api/live-feed-public";
import type { LiveFeedOrder } from "@/lib/api/types/order";
import { LiveFeedItem, type LiveFeedLabels } from "./live-feed-item";
import { FEED_SIZE, LiveFeedPlaceholder } from "./live-feed-placeholder";
import { timeAgo, type TimeAgoLabels } from "./time-ago";
import styles from "./live-feed.module.css";

const REFRESH_MS = 30_000;

type FeedState = { status: "loading" } | { status: "failed" } | { status: "ready"; results: LiveFeedOrder[] };

export type LiveFeedListLabels = LiveFeedLabels & {
  empty: string;
  loading: string;
  failed: string;
  ago: TimeAgoLabels;
};

export function LiveFeedList({ labels }: { labels: LiveFeedListLabels }) {
  const [state, setState] = useState<FeedState>({ status: "loading" });
  // The clock "how long ago" is told against: moved on with every refresh, answered or not.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let controller: AbortController | null = null;
    const load = () => {
      if (document.visibilityState === "hidden") return;
      setNow(Date.now());
      controller?.abort();
      controller = new AbortController();
      const { signal } = controller;
      readLiveFeed(FEED_SIZE, signal).then(
        (page) => setState({ status: "ready", results: page.results }),
        () => {
          // An earlier answer stays on screen; only a feed never shown says it failed.
          if (!signal.aborted) setState((prev) => (prev.status === "ready" ? prev : { status: "failed" }));
        },
      );
    };
    load();
    const timer = setInterval(load, REFRESH_MS);
    document.addEventListener("visibilitychange", load);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", load);
      controller?.abort();
    };
  }, []);

  if (state.status === "failed") return <p className={styles.empty}>{labels.failed}</p>;
  if (state.status === "loading") return <LiveFeedPlaceholder label={labels.loading} />;
  if (state.results.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <ol className={styles.list}>
      {state.results.map((order, i) => (
        <LiveFeedItem
          key={`${order.created}-${i}`}
          order={order}
          labels={labels}
          when={timeAgo(new Date(order.created), now, labels.ago)}
        />
      ))}
    </ol>
  );
}
