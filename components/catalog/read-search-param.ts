// Next gives repeated query keys as arrays; the catalogue filters take the first value, trimmed and bounded.
export type SearchParams = Record<string, string | string[] | undefined>;

export function readSearchParam(params: SearchParams, key: string, maxLength = 200): string {
  const raw = params[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? "").trim().slice(0, maxLength);
}
