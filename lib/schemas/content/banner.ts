// Home-page banners: images in three sizes, linking to a game or to a gift.
import { z } from "zod";
import { pageQuerySchema, pagedSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

const bannerBase = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  background_desktop: z.string(),
  background_tablet: z.string(),
  background_mobile: z.string(),
  foreground_desktop: z.string(),
  foreground_tablet: z.string(),
  foreground_mobile: z.string(),
};

export const gameBannerSchema = z.object({ ...bannerBase, game: z.number().int().describe("Game id") });
export const giftBannerSchema = z.object({ ...bannerBase, gift: z.number().int().describe("Gift id") });

export const listGameBanners = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/banners/games/",
  tag: "content",
  summary: "Banners of active games, in display order, paged by page",
  query: pageQuerySchema,
  response: pagedSchema(gameBannerSchema),
});

export const listGiftBanners = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/banners/gifts/",
  tag: "content",
  summary: "Banners of active gifts, in display order, paged by page",
  query: pageQuerySchema,
  response: pagedSchema(giftBannerSchema),
});
