// The console's list pages keep their filters, sorting and page in the URL: these helpers read the search
// parameters into the API's query shape (dates of the filter form become the start of that day in Moscow time) and
// build the links that change one of them.

export type SearchValues = Record<string, string>;

/** Store time: the shop and its operators work in Moscow time (UTC+3, no daylight saving). */
const MOSCOW_OFFSET = "+03:00";
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** One string per parameter (the first when repeated); empty ones dropped, so an empty filter means "any". */
export function readSearchValues(params: Record<string, string | string[] | undefined>): SearchValues {
  const out: SearchValues = {};
  for (const [key, value] of Object.entries(params)) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text) out[key] = text;
  }
  return out;
}

/** The day of a date field as an ISO moment: its start, or with `isEnd` the start of the next day. */
export function dayBoundary(date: string, isEnd: boolean): string {
  if (!DATE_ONLY.test(date)) return date;
  const start = new Date(`${date}T00:00:00${MOSCOW_OFFSET}`);
  if (Number.isNaN(start.getTime())) return date;
  if (!isEnd) return `${date}T00:00:00${MOSCOW_OFFSET}`;
  const next = new Date(start.getTime() + 24 * 3600 * 1000 + 3 * 3600 * 1000).toISOString().slice(0, 10);
  return `${next}T00:00:00${MOSCOW_OFFSET}`;
}

/** The query for the API's schema: the date fields of the form become moments. */
export function toRangeQuery(values: SearchValues, from: string, to: string): SearchValues {
  const out = { ...values };
  if (out[from]) out[from] = dayBoundary(out[from], false);
  if (out[to]) out[to] = dayBoundary(out[to], true);
  return out;
}

/** The same page with some parameters changed (undefined removes one); the page resets unless it is given. */
export function hrefWith(
  path: string,
  values: SearchValues,
  change: Record<string, string | undefined>,
): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...values, page: undefined, ...change })) {
    if (value !== undefined && value !== "") next.set(key, value);
  }
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}
