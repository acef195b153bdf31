// The console's content writes from the browser: a banner, article, FAQ entry or requisites created, changed or
// deleted, and a banner picture uploaded (its address goes into the banner's form). Bodies are the forms' values,
// snake_case as the API's zod schemas name them. Audited on the server; on the storefront at once.
import { contentEndpointGroups } from "@/lib/schemas/admin/content";
import { send, type CallOptions } from "./default-client";

export type ContentKindName = keyof typeof contentEndpointGroups;

/** The record's key in the path: its id, or an article's slug. */
export type ContentKey = number | string;

/** Creates a record (no key) or changes the one with `key`; answers the record as saved. */
export function saveContent(
  kind: ContentKindName,
  key: ContentKey | null,
  body: Record<string, unknown>,
  options?: CallOptions,
): Promise<unknown> {
  const { create, update } = contentEndpointGroups[kind];
  const endpoint = key === null ? create : update;
  return send(options, {
    method: endpoint.method,
    path: endpoint.path,
    operation: `${key === null ? "create" : "update"}:${kind}`,
    ...(key === null ? {} : { pathParams: { [kind === "article" ? "slug" : "id"]: key } }),
    body,
  });
}

export function deleteContent(
  kind: ContentKindName,
  key: ContentKey,
  options?: CallOptions,
): Promise<unknown> {
  const { remove } = contentEndpointGroups[kind];
  return send(options, {
    method: "DELETE",
    path: remove.path,
    operation: `delete:${kind}`,
    pathParams: { [kind === "article" ? "slug" : "id"]: key },
  });
}

/** Uploads a banner picture; answers its address on this site. */
export function uploadContentImage(file: File, options?: CallOptions): Promise<{ url: string }> {
  return send(options, {
    method: "POST",
    path: "/api/admin/content/images/",
    operation: "uploadAdminContentImage",
    body: { image: file },
    bodyType: "multipart",
  });
}
