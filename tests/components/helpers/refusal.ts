// A refused call as the client throws it: the status, the body (camelCased, as the client reads it) and, where given,
// the error code in the X-Error-Code header that every answer of the Store API carries (ResponseError.code reads it).
import { ResponseError } from "@/lib/api/errors";
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";
import type { ErrorCode } from "@/lib/schemas/error-codes";

export const refusal = (status: number, body: unknown, code?: ErrorCode) =>
  new ResponseError(
    // jsdom has no Headers: a Map answers get() for the exact name the client reads.
    { status, headers: new Map(code ? [[ERROR_CODE_HEADER, code]] : []) } as unknown as Response,
    body,
  );
