// Gift products (resourcetype RokkyGift), inferred from lib/schemas/catalog/gift.
import type { giftListItemSchema, giftsQuerySchema } from "@/lib/schemas/catalog/gift";
import type { FromWire, QueryOf } from "../camel-cased-deep";

export type Gift = FromWire<typeof giftListItemSchema>;

/** Lists (ordering, region, type) take one value or several (sent comma-separated). */
export type GiftsQuery = QueryOf<typeof giftsQuerySchema>;
