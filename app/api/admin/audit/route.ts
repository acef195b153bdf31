// GET /api/admin/audit/ – the audit log, newest first, filtered by actor, action, target and time (admin)
import { AUDIT_PAGE_SIZE, listAuditLog } from "@/lib/schemas/admin/audit";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { listAuditLog as queryAuditLog } from "@/lib/server/audit/list-audit-log";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listAuditLog, async ({ url, query }) => {
    const page = pageNumber(query, AUDIT_PAGE_SIZE);
    const { count, results } = await queryAuditLog(query, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
