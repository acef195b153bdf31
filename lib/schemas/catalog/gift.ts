// Gift products (game keys sold through the Rokky channel) on the wire.
import { z } from "zod";
import {
  idParamsSchema,
  isoDateSchema,
  limitOffsetQuerySchema,
  moneySchema,
  pagedSchema,
  queryBooleanSchema,
  queryChoicesSchema,
  searchTextSchema,
} from "../common";
import { defineEndpoint } from "../endpoint";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";
import { deliveryTimeSchema } from "./delivery-time";

export const giftTypes = ["dlc", "edition", "game"] as const;
export const giftRegions = ["cis", "ru", "ru_cis", "world"] as const;
export const giftOrderings = [
  "price",
  "-price",
  "created",
  "-created",
  "title",
  "-title",
  "discount_percent",
  "-discount_percent",
] as const;

export const giftListItemSchema = z.object({
  resourcetype: z.literal("RokkyGift"),
  id: z.number().int(),
  title: z.string(),
  type: z.enum(giftTypes),
  price: moneySchema,
  region: z.enum(giftRegions),
  cashback: moneySchema,
  logo: z.string(),
  discount_price: moneySchema.nullable(),
  discount_percent: z.number().int(),
});

export const giftDetailSchema = giftListItemSchema.extend({
  description: z.string(),
  tags: z.array(z.string()),
  created: isoDateSchema,
  delivery_time: deliveryTimeSchema,
});

export const giftsQuerySchema = limitOffsetQuerySchema.extend({
  is_discounted: queryBooleanSchema
    .optional()
    .describe("Only gifts with (true) or without (false) a discount"),
  is_main: queryBooleanSchema.optional(),
  is_old_classic: queryBooleanSchema.optional(),
  ordering: queryChoicesSchema(giftOrderings, (v) => `Недопустимое значение сортировки: ${v}.`)
    .optional()
    .describe(`One or more of ${giftOrderings.join(", ")}, comma-separated; default -created`),
  region: queryChoicesSchema(giftRegions)
    .optional()
    .describe(`${giftRegions.join(", ")}; several as a comma-separated list or a repeated parameter`),
  search: searchTextSchema.optional().describe("Case-insensitive substring of the title or description"),
  title_exact: searchTextSchema.optional(),
  title_icontains: searchTextSchema.optional(),
  type: queryChoicesSchema(giftTypes)
    .optional()
    .describe(`${giftTypes.join(", ")}; several as a comma-separated list or a repeated parameter`),
});

export const listGifts = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/gifts/",
  tag: "gifts",
  summary: "Active gifts with filters and ordering, paged by limit and offset",
  query: giftsQuerySchema,
  response: pagedSchema(giftListItemSchema),
});

export const listDiscountedGifts = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/gifts/discounted/",
  tag: "gifts",
  summary: "Active discounted gifts, biggest discount first",
  query: limitOffsetQuerySchema,
  response: pagedSchema(giftListItemSchema),
});

export const listNewGifts = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/gifts/new/",
  tag: "gifts",
  summary: "Active gifts, newest first (no age cut-off, so the shelf is never empty)",
  query: limitOffsetQuerySchema,
  response: pagedSchema(giftListItemSchema),
});

export const getGift = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/gifts/{id}/",
  tag: "gifts",
  summary: "One active gift with description, tags and creation time",
  params: idParamsSchema,
  response: giftDetailSchema,
});
