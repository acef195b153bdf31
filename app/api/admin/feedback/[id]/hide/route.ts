// POST /api/admin/feedback/{id}/hide/ – hide a review from the storefront; audited (support, admin)
import { hideFeedback } from "@/lib/schemas/admin/feedback";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { setFeedbackHidden } from "@/lib/server/reviews/moderate-feedback";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(hideFeedback, ({ params, body, staff }) =>
    setFeedbackHidden(params.id, true, staff, body.reason),
  ),
});
