// Gifts: the filtered list (lists of values sent comma-separated).
import * as giftEndpoints from "@/lib/schemas/catalog/gift";
import { call } from "./call";
import type { CallOptions } from "./default-client";
import type { Paged } from "./types/common";
import type { Gift, GiftsQuery } from "./types/gift";
import { pagedOf, parseGift } from "./variants";

const joinList = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : value);

export function listGifts(query: GiftsQuery = {}, options?: CallOptions): Promise<Paged<Gift>> {
  const wireQuery = {
    ...query,
    ordering: joinList(query.ordering),
    region: joinList(query.region),
    type: joinList(query.type),
  };
  return call(
    giftEndpoints.listGifts,
    { query: wireQuery as GiftsQuery, parse: pagedOf(parseGift) },
    options,
  );
}
