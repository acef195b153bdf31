// Games and their products on the wire.
import { z } from "zod";
import {
  idParamsSchema,
  isoDateSchema,
  limitOffsetQuerySchema,
  moneySchema,
  pagedSchema,
  searchTextSchema,
} from "../common";
import { defineEndpoint } from "../endpoint";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";
import { deliveryTimeSchema } from "./delivery-time";

import { gameResourceTypes, productResourceTypes } from "./resource-types";

export { gameResourceTypes, productResourceTypes };

export const productSchema = z.object({
  resourcetype: z.enum(productResourceTypes),
  id: z.number().int(),
  title: z.string(),
  price: moneySchema,
  picture: z.string(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int(),
  is_active: z.boolean(),
  discount_price: moneySchema.nullable(),
  discount_percent: z.number().int(),
  amount_uc: z.number().int().optional(),
  gold: z.number().int().optional(),
});

/** A product on its game's page: PUBG UC is sold from the store's codes, so the page says how many are left. */
export const gameProductSchema = productSchema.extend({
  in_stock: z
    .number()
    .int()
    .nullable()
    .describe(
      "PUBG products: codes in stock, the most one order may take (0: out of stock, orders refused); null for other kinds",
    ),
});

const gameBase = {
  id: z.number().int(),
  title: z.string(),
  detail_title: z.string(),
  detail_description: z.string(),
  logo: z.string(),
  created: isoDateSchema,
  is_auth_required: z.boolean(),
  discount_percent: z.number().int(),
  is_active: z.boolean(),
  product_preview_name: z.string(),
  product_preview_icon: z.string(),
  tags: z.array(z.string()),
  products: z.array(productSchema),
};

export const gameListItemSchema = z.object({ resourcetype: z.literal("Game"), ...gameBase });

export const serverSchema = z.object({ id: z.number().int(), name: z.string() });

const gameDetailBase = {
  ...gameBase,
  products: z.array(gameProductSchema),
  // The order form checks ids by them before the order is made; the server checks them again.
  player_id_pattern: z
    .string()
    .nullable()
    .describe("The player id's format: a regular expression the whole id must match (null: any id)"),
  player_id_hint: z
    .string()
    .nullable()
    .describe('The format in words ("от 5 до 12 цифр"), shown under the id field and in its error'),
  delivery_time: deliveryTimeSchema,
};

export const gameDetailSchema = z.discriminatedUnion("resourcetype", [
  z.object({ resourcetype: z.literal("PUBGGame"), ...gameDetailBase }),
  z.object({ resourcetype: z.literal("StandoffGame"), ...gameDetailBase }),
  z.object({ resourcetype: z.literal("Steam"), ...gameDetailBase }),
  z.object({
    resourcetype: z.literal("SupplyGame"),
    ...gameDetailBase,
    servers: z.array(serverSchema),
    is_server_needed: z.boolean(),
    is_server_enum: z.boolean(),
  }),
]);

export const gamesQuerySchema = limitOffsetQuerySchema.extend({
  search: searchTextSchema.optional(),
  title_exact: searchTextSchema.optional(),
  title_icontains: searchTextSchema.optional(),
});

export const listGames = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/games/",
  tag: "games",
  summary: "Active games, paged by limit and offset",
  query: gamesQuerySchema,
  response: pagedSchema(gameListItemSchema),
});

export const getGame = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/games/{id}/",
  tag: "games",
  summary:
    "One game with its products (and servers for a supply-channel game); PUBG products say how many codes are in stock",
  params: idParamsSchema,
  response: gameDetailSchema,
});
