// The console's content writes from the browser: a banner, article, FAQ entry or requisites created, changed or
// deleted, and a banner picture uploaded (its address goes into the banner's form). Bodies are the forms' camelCase
// values. Audited on the server; on the storefront at once.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { contentEndpointGroups } from "@/lib/schemas/admin/content";
import { call } from "./call";
import type { CallOptions } from "./default-client";

export type ContentKindName = keyof typeof contentEndpointGroups;

/** The record's key in the path: its id, or an article's slug. */
export type ContentKey = number | string;

const keyParams = (kind: ContentKindName, key: ContentKey) => ({ [kind === "article" ? "slug" : "id"]: key });

/** Creates a record (no key) or changes the one with `key`; answers the record as saved. */
export function saveContent(
  kind: ContentKindName,
  key: ContentKey | null,
  body: Record<string, unknown>,
  options?: CallOptions,
): Promise<unknown> {
  const { create, update } = contentEndpointGroups[kind];
  if (key === null) return call(create, { body } as never, options);
  return call(update, { params: keyParams(kind, key), body } as never, options);
}

export function deleteContent(
  kind: ContentKindName,
  key: ContentKey,
  options?: CallOptions,
): Promise<unknown> {
  return call(contentEndpointGroups[kind].remove, { params: keyParams(kind, key) } as never, options);
}

/** Uploads a banner picture; answers its address on this site. */
export function uploadContentImage(file: File, options?: CallOptions): Promise<{ url: string }> {
  return call(adminEndpoints.uploadAdminContentImage, { body: { image: file } }, options);
}
