// Catalogue paging lives in the path (/2, /products/3, /gifts/4) while filters stay in the query string.
export type QueryValues = Record<string, string | undefined>;

/** Query string of the non-empty values, in a stable order, "" when there are none. */
export function toQueryString(query: QueryValues = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Page 1 is the bare list path, so it has exactly one URL. */
export function buildPageHref(basePath: string, page: number, query?: QueryValues): string {
  const base = basePath.replace(/\/+$/, "");
  const path = page <= 1 ? base || "/" : `${base}/${page}`;
  return path + toQueryString(query);
}
