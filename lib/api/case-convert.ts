// snake_case on the wire, camelCase in code (DESIGN.md section 2).
import humps from "humps";

/** camelCase object -> snake_case JSON-ready object (plain data only: a Blob would become {}). */
export function toWire<T>(value: T): unknown {
  return humps.decamelizeKeys(value as object);
}

/** snake_case JSON -> camelCase object. */
export function fromWire<T>(value: unknown): T {
  if (value === null || typeof value !== "object") return value as T;
  return humps.camelizeKeys(value as object) as T;
}

/** One camelCase name -> snake_case. */
export function toWireName(name: string): string {
  return humps.decamelize(name);
}

/** One snake_case name -> camelCase (a wire field's name where browser code names it). */
export function toCodeName(name: string): string {
  return humps.camelize(name);
}

/** Query string with snake_case names; undefined and null values are left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const name = toWireName(key);
    if (Array.isArray(value)) value.forEach((v) => params.append(name, String(v)));
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
