// Keys are folder/name paths of plain characters: no "..", no leading slash, nothing a path or URL would reinterpret.
const KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** Refuses anything that is not a plain server-made key, before it can reach a file path or a URL. */
export function storageKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error("Invalid storage key");
  return key;
}
