// The code of an error answer (lib/schemas/error-codes.ts): what the client branches on, never the text. The
// X-Error-Code header names it on every error answer of this API (field errors too); a body's own DRF `code` is the
// fallback for a backend of the same contract that sends no header.
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";
import type { ErrorCode } from "@/lib/schemas/error-codes";

export function errorCodeOf(response: Pick<Response, "headers">, body: unknown): ErrorCode | undefined {
  const header = response.headers.get(ERROR_CODE_HEADER);
  if (header) return header as ErrorCode;
  const b = body as { code?: unknown } | null;
  return b && typeof b === "object" && typeof b.code === "string" ? (b.code as ErrorCode) : undefined;
}
