// GET of an answer that is the same for everyone (the live feed), for islands of pages a guest sees: a plain fetch
// without the API client (no session token, no token refresher in the page's first load; e2e first-load.spec.ts
// checks that), no cookies sent, so the answer is the one nginx and the page cache share. Snake_case on the wire,
// camelCase in code, as everywhere in lib/api.
import { fromWire, toQueryString } from "./case-convert";

export async function publicGet<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(`${path}${toQueryString(query)}`, {
    credentials: "omit",
    headers: { accept: "application/json" },
    signal,
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return fromWire<T>(await res.json());
}
