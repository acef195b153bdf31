// Customer reviews of finished orders and their average rating.
import { z } from "zod";
import { isoDateSchema, limitOffsetQuerySchema, pagedSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

export const feedbackSchema = z.object({
  id: z.number().int(),
  order: z.number().int().describe("Order id"),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  created: isoDateSchema,
  is_verified_purchase: z.boolean().describe("The reviewed order was delivered (done) by the store"),
  delivery_seconds: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe(
      "That order's own delivery time, paid to done, in whole seconds rounded up; null when not delivered",
    ),
});

export const feedbackRatingSchema = z.object({
  rating: z
    .string()
    .regex(/^\d\.\d{2}$/)
    .nullable()
    .describe(
      'Average of all reviews as a decimal string with two places ("4.83"); null when there are none',
    ),
});

export const listFeedback = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/feedback/",
  tag: "feedback",
  summary: "Reviews, newest first, paged by limit and offset",
  query: limitOffsetQuerySchema,
  response: pagedSchema(feedbackSchema),
});

export const getFeedbackRating = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/feedback/rating/",
  tag: "feedback",
  summary: "Average rating of all reviews",
  response: feedbackRatingSchema,
});
