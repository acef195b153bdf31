// GET /api/contacts/ – seller requisites, page/page_size paging
import { listContacts } from "@/lib/schemas/content/contact";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";
import * as contacts from "@/lib/server/content/contacts";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listContacts, async ({ url, query }) => {
    const page = pageNumber(query);
    const { count, results } = await contacts.listContacts(page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
