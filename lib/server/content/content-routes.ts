// The route handlers of the console's content calls, one pair of files per kind: the list's (GET a page, POST a new
// record) and the record's (PATCH, DELETE). Each is a handleAdminRoute of the kind's endpoint (admin only).
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import { ADMIN_CONTENT_PAGE_SIZE, contentEndpointGroups } from "@/lib/schemas/admin/content";
import { methods } from "../http/methods";
import { pageNumber, pageNumberPage } from "../http/pagination";
import { contentKinds, type ContentKindName } from "./content-kinds";
import { createContent, deleteContent, listContent, updateContent } from "./content-records";
import { handleAdminRoute } from "../http/handle-admin-route";

type Row = Record<string, unknown>;
type Calls = Record<"list" | "create" | "update" | "remove", AdminEndpoint>;

const setUp = (name: ContentKindName) => ({
  kind: contentKinds[name],
  calls: contentEndpointGroups[name] as unknown as Calls,
});

/** /api/admin/content/{kind}/: GET a page of records, POST a new one (201). */
export function contentListRoute(name: ContentKindName) {
  const { kind, calls } = setUp(name);
  return methods({
    GET: handleAdminRoute(calls.list, async ({ url, query }) => {
      const page = pageNumber(query as Row, ADMIN_CONTENT_PAGE_SIZE);
      const { count, results } = await listContent(kind, query as Row, page);
      return pageNumberPage(url, page, count, results);
    }),
    POST: handleAdminRoute(calls.create, ({ body, staff }) => createContent(kind, body as Row, staff)),
  });
}

/** /api/admin/content/{kind}/{key}/: PATCH the record, DELETE it (204). */
export function contentRecordRoute(name: ContentKindName) {
  const { kind, calls } = setUp(name);
  const keyOf = (params: unknown) => (params as Record<string, string | number>)[kind.keyField];
  return methods({
    PATCH: handleAdminRoute(calls.update, ({ params, body, staff }) =>
      updateContent(kind, keyOf(params), body as Row, staff),
    ),
    DELETE: handleAdminRoute(calls.remove, async ({ params, staff }) => {
      await deleteContent(kind, keyOf(params), staff);
      return new Response(null, { status: 204 });
    }),
  });
}
