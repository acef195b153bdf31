// GET /api/feedback/rating/ – average rating of all reviews as a decimal string, null when none
import { getFeedbackRating } from "@/lib/schemas/feedback/feedback";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as feedback from "@/lib/server/reviews/feedback";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getFeedbackRating, () => feedback.getFeedbackRating()),
});
