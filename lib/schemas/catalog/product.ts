// Products of games, listed on their own (the game pages embed them too).
import { z } from "zod";
import { idParamsSchema, pageQuerySchema, pagedSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { productSchema } from "./game";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

/** The detail also names its game, so a product link can lead back to the game page. */
export const productDetailSchema = productSchema.extend({
  game: z.object({ id: z.number().int(), title: z.string(), is_active: z.boolean() }),
});

export const listProducts = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/products/",
  tag: "products",
  summary: "Products of active games (inactive products included, flagged by is_active), paged by page",
  query: pageQuerySchema,
  response: pagedSchema(productSchema),
});

export const getProduct = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/products/{id}/",
  tag: "products",
  summary: "One product with its game (id, title, is_active)",
  params: idParamsSchema,
  response: productDetailSchema,
});
