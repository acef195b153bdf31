// GET /api/live_feed/ – recent purchases, limit/offset paging.
import { send, type CallOptions } from "./default-client";
import type { LimitOffsetParams, Paged } from "./types/common";
import type { LiveFeedOrder } from "./types/order";

export function listLiveFeed(
  query: LimitOffsetParams = {},
  options?: CallOptions,
): Promise<Paged<LiveFeedOrder>> {
  return send(options, { method: "GET", path: "/api/live_feed/", operation: "listLiveFeed", query });
}
