// GET /api/auth/users/me/balance_history/ – the signed-in shopper's balance movements, newest first
import { BALANCE_HISTORY_PAGE_SIZE, listBalanceHistory } from "@/lib/schemas/auth/balance-history";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";
import { listBalanceMovements } from "@/lib/server/payments/list-balance-movements";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listBalanceHistory, async ({ url, query, auth }) => {
    const page = pageNumber(query, BALANCE_HISTORY_PAGE_SIZE);
    const { count, results } = await listBalanceMovements(auth.user!.id, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
