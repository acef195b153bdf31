// Gift products (resourcetype RokkyGift), inferred from lib/schemas/catalog/gift.
import type {
  giftDetailSchema,
  giftListItemSchema,
  giftOrderings,
  giftRegions,
  giftsQuerySchema,
  giftTypes,
} from "@/lib/schemas/catalog/gift";
import type { FromWire, QueryOf } from "../camel-cased-deep";

export { giftTypes as GIFT_TYPES, giftRegions as GIFT_REGIONS } from "@/lib/schemas/catalog/gift";
export type GiftType = (typeof giftTypes)[number];
export type GiftRegion = (typeof giftRegions)[number];

export type Gift = FromWire<typeof giftListItemSchema>;
export type GiftDetail = FromWire<typeof giftDetailSchema>;

export type GiftOrdering = (typeof giftOrderings)[number];

/** Lists (ordering, region, type) take one value or several (sent comma-separated). */
export type GiftsQuery = QueryOf<typeof giftsQuerySchema>;
