// A failed accounts call -> what a form shows: DRF field errors on their fields, everything else above the form.
import { ResponseError } from "@/lib/api/errors";

export type ServerErrors = { fields: Record<string, string>; root: string | null };
export type FallbackMessages = { network: string; timeout: string; server: string };

function firstMessage(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  const items = Array.isArray(value) ? value : value && typeof value === "object" ? Object.values(value) : [];
  for (const item of items) {
    const message = firstMessage(item);
    if (message) return message;
  }
  return null;
}

/**
 * `{field: [msg]}` lands on the field when the form has it (after `aliases`, e.g. newPassword -> password);
 * `detail`, `nonFieldErrors` and unknown fields become the form's own message. Without any message the
 * status speaks: 408 (timeout), 503 (network, synthesized by the client) or anything else.
 */
export function readServerErrors(
  error: unknown,
  fieldNames: readonly string[],
  messages: FallbackMessages,
  aliases: Record<string, string> = {},
): ServerErrors {
  if (!(error instanceof ResponseError)) return { fields: {}, root: messages.network };
  const fields: Record<string, string> = {};
  let root: string | null = null;
  const body = error.body;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      // DRF's error code is a string; a field named `code` (promo codes) carries a list of messages.
      if (key === "code" && typeof value === "string") continue;
      const message = firstMessage(value);
      if (!message) continue;
      const field = aliases[key] ?? key;
      if (fieldNames.includes(field)) fields[field] ??= message;
      else root ??= message;
    }
  } else if (typeof body === "string" && error.status < 500 && body.length < 300) {
    root = body;
  }
  if (!root && !Object.keys(fields).length) {
    root =
      error.status === 408 ? messages.timeout : error.status === 503 ? messages.network : messages.server;
  }
  return { fields, root };
}
