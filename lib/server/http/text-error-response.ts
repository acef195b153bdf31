// A refusal in plain text, for a provider that reads the answer as text (GetPay's "ERROR: ..."): the body stays the
// provider's, and the X-Error-Code header names the code of the catalogue as on every other error answer.
import type { ErrorCode } from "@/lib/schemas/error-codes";
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";

export const textErrorResponse = (status: number, code: ErrorCode, text: string): Response =>
  new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", [ERROR_CODE_HEADER]: code },
  });
