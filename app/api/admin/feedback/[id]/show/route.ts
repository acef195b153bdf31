// POST /api/admin/feedback/{id}/show/ – show a hidden review again; audited (support, admin)
import { showFeedback } from "@/lib/schemas/admin/feedback";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { setFeedbackHidden } from "@/lib/server/reviews/moderate-feedback";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(showFeedback, ({ params, body, staff }) =>
    setFeedbackHidden(params.id, false, staff, body.reason),
  ),
});
