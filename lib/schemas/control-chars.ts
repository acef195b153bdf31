// One rule for the characters no string field of the API may hold, applied to the raw input (body, query, path)
// before any schema sees it. PostgreSQL cannot store NUL (text nor jsonb) and a lone surrogate is not valid
// UTF-8, so both would reach the database as a 500; other control characters are garbage in a store's fields.
// Tabs and line breaks are text only in multi-line fields (a review); in one-line fields (codes, ids, e-mails,
// names, passwords) they are refused too. Provider callbacks are read with every field taken as multi-line:
// a provider's free-text field with a line break must not cost a payment notice.

export const NUL_MESSAGE = "Нулевые символы недопустимы.";
export const CONTROL_CHAR_MESSAGE = "Управляющие символы недопустимы.";

/** NUL, C0 controls other than tab and line breaks, DEL and lone surrogates (with the u flag a pair is one code point). */
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/u;
/** The same plus tab, LF and CR. */
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f\ud800-\udfff]/u;

/** Which fields may hold tabs and line breaks: dotted paths of object keys (list indices left out), or all. */
export type MultilineFields = readonly string[] | "all";

export type ControlCharErrors = { [field: string]: unknown };

/** The message for a string with a forbidden character, or undefined when it is clean. */
export function checkControlChars(value: string, isMultiline: boolean): string | undefined {
  if (!(isMultiline ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(value)) return undefined;
  return value.includes("\0") ? NUL_MESSAGE : CONTROL_CHAR_MESSAGE;
}

/**
 * DRF-shaped field errors for every string (keys included) of the input holding a forbidden character:
 * {"field": ["..."]}, nested objects for nested fields, a list with {} for clean items of a list of objects.
 * A list of plain values reports on the list's field. Undefined when the input is clean.
 */
export function findControlCharErrors(
  input: unknown,
  multiline: MultilineFields = [],
): ControlCharErrors | undefined {
  const isMultiline = (path: string) => multiline === "all" || multiline.includes(path);
  if (typeof input === "string") {
    const message = checkControlChars(input, isMultiline(""));
    return message ? { non_field_errors: [message] } : undefined;
  }
  const errors = walk(input, "", isMultiline);
  return errors && typeof errors === "object" && !Array.isArray(errors) ? errors : undefined;
}

type Found = string[] | ControlCharErrors | Found[] | undefined;

function walk(value: unknown, path: string, isMultiline: (path: string) => boolean): Found {
  if (typeof value === "string") {
    const message = checkControlChars(value, isMultiline(path));
    return message ? [message] : undefined;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => walk(item, path, isMultiline));
    if (items.every((item) => item === undefined)) return undefined;
    if (value.every((item) => item !== null && typeof item === "object" && !Array.isArray(item))) {
      return items.map((item) => item ?? {});
    }
    return [firstMessage(items) ?? CONTROL_CHAR_MESSAGE];
  }
  if (value === null || typeof value !== "object") return undefined;
  const errors: ControlCharErrors = {};
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = checkControlChars(key, false);
    const found = keyMessage ? [keyMessage] : walk(item, path ? `${path}.${key}` : key, isMultiline);
    if (found !== undefined) errors[key] = found;
  }
  return Object.keys(errors).length ? errors : undefined;
}

function firstMessage(found: unknown): string | undefined {
  if (typeof found === "string") return found;
  if (!found || typeof found !== "object") return undefined;
  for (const item of Object.values(found)) {
    const message = firstMessage(item);
    if (message) return message;
  }
  return undefined;
}
