// The live feed of recent purchases: what was bought, by whom (nickname obscured), never an e-mail.
import { z } from "zod";
import { isoDateSchema, limitOffsetQuerySchema, moneySchema, pagedSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { LIVE_FEED_CACHE_SECONDS } from "../cache-seconds";

export const liveFeedStatuses = ["paid", "sending", "sent", "done"] as const;

export const liveFeedOrderSchema = z.object({
  status: z.enum(liveFeedStatuses),
  created: isoDateSchema,
  total: moneySchema,
  user: z
    .object({
      obscured_nickname: z.string().describe('Middle of the nickname hidden, e.g. "Ал***й"'),
      avatar_img: z.string().nullable(),
    })
    .nullable()
    .describe("null for a guest order"),
  game: z.object({ title: z.string(), logo: z.string(), is_active: z.boolean() }).nullable(),
  order_products: z.array(
    z.object({
      quantity: z.number().int(),
      product: z.object({ title: z.string(), picture: z.string() }),
    }),
  ),
  gift: z.object({ title: z.string(), logo: z.string() }).nullable(),
});

export const listLiveFeed = defineEndpoint({
  publicCacheSeconds: LIVE_FEED_CACHE_SECONDS,
  method: "GET",
  path: "/api/live_feed/",
  tag: "feed",
  summary: "Recent paid orders, newest first, paged by limit and offset",
  query: limitOffsetQuerySchema,
  response: pagedSchema(liveFeedOrderSchema),
});
