// GET /api/live_feed/ for the home page's island: the public answer through publicGet (no API client in a guest's
// first load). The typed client's listLiveFeed (live-feed.ts) is the same call for code that has the client anyway.
import { publicGet } from "./public-get";
import type { Paged } from "./types/common";
import type { LiveFeedOrder } from "./types/order";

export function readLiveFeed(limit: number, signal?: AbortSignal): Promise<Paged<LiveFeedOrder>> {
  return publicGet<Paged<LiveFeedOrder>>("/api/live_feed/", { limit }, signal);
}
