// Gifts: filtered list, discounted and new shelves, one gift by id.
import { send, type CallOptions } from "./default-client";
import type { LimitOffsetParams, Paged } from "./types/common";
import type { Gift, GiftDetail, GiftsQuery } from "./types/gift";
import { pagedOf, parseGift } from "./variants";

const joinList = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : value);

export function listGifts(query: GiftsQuery = {}, options?: CallOptions): Promise<Paged<Gift>> {
  const wireQuery = {
    ...query,
    ordering: joinList(query.ordering),
    region: joinList(query.region),
    type: joinList(query.type),
  };
  return send(options, {
    method: "GET",
    path: "/api/gifts/",
    operation: "listGifts",
    query: wireQuery,
    parse: pagedOf(parseGift),
  });
}

export function listDiscountedGifts(
  query: LimitOffsetParams = {},
  options?: CallOptions,
): Promise<Paged<Gift>> {
  return send(options, {
    method: "GET",
    path: "/api/gifts/discounted/",
    operation: "listDiscountedGifts",
    query,
    parse: pagedOf(parseGift),
  });
}

export function listNewGifts(query: LimitOffsetParams = {}, options?: CallOptions): Promise<Paged<Gift>> {
  return send(options, {
    method: "GET",
    path: "/api/gifts/new/",
    operation: "listNewGifts",
    query,
    parse: pagedOf(parseGift),
  });
}

export function getGift(params: { id: number }, options?: CallOptions): Promise<GiftDetail> {
  return send(options, {
    method: "GET",
    path: "/api/gifts/{id}/",
    operation: "getGift",
    pathParams: params,
    parse: parseGift<GiftDetail>,
  });
}
