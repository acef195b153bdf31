// Information articles (offer, privacy policy and the like) addressed by slug.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

export const articleSlugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[-a-zA-Z0-9_]+$/);

export const articleSchema = z.object({
  slug: z.string(),
  header: z.string(),
  text: z
    .string()
    .describe(
      "HTML, sanitised on the server: formatting, headings, lists, tables and http(s)/mailto/tel links",
    ),
});

export const getArticle = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/articles/{slug}/",
  tag: "content",
  summary: "One article by slug",
  params: z.object({ slug: articleSlugSchema }),
  response: articleSchema,
});
