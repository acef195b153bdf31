// DRF pagination: {count, next, previous, results} with absolute next/previous URLs on the configured origin
// (SITE_URL, else http://localhost:PORT), never the request's Host or X-Forwarded-Proto: a public list is kept by
// the page cache (and nginx) and served to everyone after (issue 23, item 9).
import { publicOrigin } from "../auth/site-origin";
import { notFound } from "../errors/domain-error";

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const DEFAULT_LIMIT = 20;

function withParams(url: URL, set: Record<string, number | null>): string {
  const next = new URL(`${url.pathname}${url.search}`, publicOrigin());
  for (const [key, value] of Object.entries(set)) {
    if (value === null) next.searchParams.delete(key);
    else next.searchParams.set(key, String(value));
  }
  return next.toString();
}

export type LimitOffset = { limit: number; offset: number };

export function limitOffset(
  q: { limit?: number; offset?: number },
  defaultLimit = DEFAULT_LIMIT,
): LimitOffset {
  return { limit: q.limit ?? defaultLimit, offset: q.offset ?? 0 };
}

/** LimitOffsetPagination: previous drops offset when it would be 0, as DRF does. */
export function limitOffsetPage<T>(
  url: URL,
  { limit, offset }: LimitOffset,
  count: number,
  results: T[],
): Page<T> {
  const next = offset + limit < count ? withParams(url, { limit, offset: offset + limit }) : null;
  let previous: string | null = null;
  if (offset > 0) {
    const prevOffset = Math.max(0, offset - limit);
    previous = withParams(url, { limit, offset: prevOffset === 0 ? null : prevOffset });
  }
  return { count, next, previous, results };
}

export type PageNumber = { page: number; pageSize: number; offset: number };

export function pageNumber(
  q: { page?: number; page_size?: number },
  defaultSize = DEFAULT_LIMIT,
): PageNumber {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** PageNumberPagination: a page past the last one is 404 "Неверная страница.", as in DRF. */
export function pageNumberPage<T>(url: URL, p: PageNumber, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / p.pageSize));
  if (p.page > lastPage) throw notFound("Неверная страница.");
  const next = p.page < lastPage ? withParams(url, { page: p.page + 1 }) : null;
  const previous = p.page > 1 ? withParams(url, { page: p.page === 2 ? null : p.page - 1 }) : null;
  return { count, next, previous, results };
}
