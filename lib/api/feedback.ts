// Customer reviews: a shopper's review of a delivered order.
import * as feedbackEndpoints from "@/lib/schemas/feedback/create-feedback";
import { call } from "./call";
import type { CallOptions } from "./default-client";
import type { Feedback, FeedbackCreate } from "./types/content";

export function createFeedback(body: FeedbackCreate, options?: CallOptions): Promise<Feedback> {
  return call(feedbackEndpoints.createFeedback, { body, required: ["order", "rating", "text"] }, options);
}
