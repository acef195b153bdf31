// The review form: a rating of 1-5 stars and a text. The text goes through the API's own field schema, so the
// form refuses exactly what POST /api/feedback/create/ would; the wording comes from the page's messages.
import { z } from "zod";
import { createFeedbackBodySchema } from "@/lib/schemas/feedback/create-feedback";

export const FEEDBACK_TEXT_MAX = 2000;

export type FeedbackFormValues = { rating: number; text: string };
export type FeedbackFormMessages = { ratingRequired: string; textRequired: string; textTooLong: string };

export function feedbackFormSchema(messages: FeedbackFormMessages) {
  return z.object({
    // 0 is "no star chosen yet".
    rating: z.number().int().min(1, messages.ratingRequired).max(5, messages.ratingRequired),
    text: z
      .string()
      .trim()
      .min(1, messages.textRequired)
      .max(FEEDBACK_TEXT_MAX, messages.textTooLong)
      .pipe(createFeedbackBodySchema.shape.text),
  });
}
