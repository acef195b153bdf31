// Customer reviews: list, create and the average rating.
import { send, type CallOptions } from "./default-client";
import type { LimitOffsetParams, Paged } from "./types/common";
import type { Feedback, FeedbackCreate, FeedbackRating } from "./types/content";

export function listFeedback(query: LimitOffsetParams = {}, options?: CallOptions): Promise<Paged<Feedback>> {
  return send(options, { method: "GET", path: "/api/feedback/", operation: "listFeedback", query });
}

export function createFeedback(body: FeedbackCreate, options?: CallOptions): Promise<Feedback> {
  return send(options, {
    method: "POST",
    path: "/api/feedback/create/",
    operation: "createFeedback",
    body,
    required: ["order", "rating", "text"],
  });
}

export function getFeedbackRating(options?: CallOptions): Promise<FeedbackRating> {
  return send(options, { method: "GET", path: "/api/feedback/rating/", operation: "getFeedbackRating" });
}
