// GET /api/admin/users/ – accounts found by e-mail or nickname, paged (support, admin)
import { ADMIN_USERS_PAGE_SIZE, listAdminUsers } from "@/lib/schemas/admin/users";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { listAdminUsers as queryAdminUsers } from "@/lib/server/accounts/list-admin-users";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listAdminUsers, async ({ url, query }) => {
    const page = pageNumber(query, ADMIN_USERS_PAGE_SIZE);
    const { count, results } = await queryAdminUsers(query.search, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
