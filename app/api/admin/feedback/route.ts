// GET /api/admin/feedback/ – every review for moderation, hidden ones included (support, admin)
import { ADMIN_FEEDBACK_PAGE_SIZE, listAdminFeedback } from "@/lib/schemas/admin/feedback";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { listAdminFeedback as queryFeedback } from "@/lib/server/reviews/moderate-feedback";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listAdminFeedback, async ({ url, query }) => {
    const page = pageNumber(query, ADMIN_FEEDBACK_PAGE_SIZE);
    const { count, results } = await queryFeedback(query, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
