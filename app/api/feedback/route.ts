// GET /api/feedback/ – reviews, newest first, limit/offset paging
import { listFeedback } from "@/lib/schemas/feedback/feedback";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { limitOffset, limitOffsetPage } from "@/lib/server/http/pagination";
import * as feedback from "@/lib/server/reviews/feedback";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listFeedback, async ({ url, query }) => {
    const page = limitOffset(query);
    const { count, results } = await feedback.listFeedback(page.limit, page.offset);
    return limitOffsetPage(url, page, count, results);
  }),
});
