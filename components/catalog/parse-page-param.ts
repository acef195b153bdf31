// A page segment is a plain positive integer ("2"); "02", "1.5", "-1" or "abc" are not pages.
const MAX_PAGE = 100_000;

/** The page number, or null when the segment is not a valid page. Page 1 has no segment. */
export function parsePageParam(segment: string | undefined): number | null {
  if (segment === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
  const page = Number(segment);
  return page <= MAX_PAGE ? page : null;
}
