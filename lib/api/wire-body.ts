// Request bodies and response bodies on the wire.
import { fromWire, toWire, toWireName } from "./case-convert";

/** json: camelCase object sent as snake_case JSON; multipart: FormData with snake_case names;
 * raw: JSON with keys exactly as given (provider callbacks use names like WALLET_ID). */
export type BodyType = "json" | "multipart" | "raw";

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const field = toWireName(key);
    if (value instanceof Blob) form.append(field, value, value instanceof File ? value.name : field);
    else form.append(field, String(value));
  }
  return form;
}

export function encodeBody(body: unknown, type: BodyType, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (type === "multipart") return toFormData(body as Record<string, unknown>); // fetch adds the boundary
  headers.set("Content-Type", "application/json");
  return JSON.stringify(type === "raw" ? body : toWire(body));
}

/** Parsed body: camelCased JSON, text for other types, undefined when empty. */
export async function readBody(response: Response, isRaw = false): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get("content-type")?.includes("json")) return text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return text;
  }
  return isRaw ? data : fromWire(data);
}
