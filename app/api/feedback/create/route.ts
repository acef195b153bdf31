// POST /api/feedback/create/ – review a done order (its owner only, one per order)
import { createFeedback } from "@/lib/schemas/feedback/create-feedback";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as feedback from "@/lib/server/reviews/create-feedback";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(createFeedback, ({ auth, body }) => feedback.createFeedback(auth.user!.id, body)),
});
