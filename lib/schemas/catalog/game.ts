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

export const gameResourceTypes = ["PUBGGame", "StandoffGame", "Steam", "SupplyGame"] as const;
export const productResourceTypes = [
  "PUBGProduct",
  "StandoffProduct",
  "SteamProduct",
  "SupplyProduct",
] as const;

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

export const gameDetailSchema = z.discriminatedUnion("resourcetype", [
  z.object({ resourcetype: z.literal("PUBGGame"), ...gameBase }),
  z.object({ resourcetype: z.literal("StandoffGame"), ...gameBase }),
  z.object({ resourcetype: z.literal("Steam"), ...gameBase }),
  z.object({
    resourcetype: z.literal("SupplyGame"),
    ...gameBase,
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
  method: "GET",
  path: "/api/games/",
  tag: "games",
  summary: "Active games, paged by limit and offset",
  query: gamesQuerySchema,
  response: pagedSchema(gameListItemSchema),
});

export const getGame = defineEndpoint({
  method: "GET",
  path: "/api/games/{id}/",
  tag: "games",
  summary: "One game with its products (and servers for a supply-channel game)",
  params: idParamsSchema,
  response: gameDetailSchema,
});
