// GET /api/contacts/ – seller requisites, paged by page and page_size.
import { send, type CallOptions } from "./default-client";
import type { Paged, PageParams } from "./types/common";
import type { Contact } from "./types/content";

export function listContacts(query: PageParams = {}, options?: CallOptions): Promise<Paged<Contact>> {
  return send(options, { method: "GET", path: "/api/contacts/", operation: "listContacts", query });
}
