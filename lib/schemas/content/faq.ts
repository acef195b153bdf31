// Frequently asked questions of one game.
import { z } from "zod";
import { idSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

export const faqItemSchema = z.object({
  id: z.number().int(),
  text: z.string().describe("The question, plain text"),
  answer: z.string().describe("The answer, plain text"),
  game: z.number().int().describe("Game id"),
  order: z.number().int(),
});

export const listFaq = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/faq/{game_pk}/",
  tag: "content",
  summary: "FAQ of a game as a plain list in display order; 404 for an unknown game",
  params: z.object({ game_pk: idSchema }),
  response: z.array(faqItemSchema),
});
