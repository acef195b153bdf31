// The one mapper from a failure to an HTTP response: a known failure answers as error-answer.ts says; a database
// that cannot be reached answers 503 with Retry-After; anything else is a logged 500 that shows no internals.
// Every answer names its code from the catalogue (lib/schemas/error-codes.ts) in the X-Error-Code header.
import { NextResponse } from "next/server";
import type { ErrorCode } from "@/lib/schemas/error-codes";
import messages from "@/messages/ru.json";
import { noteDatabaseUnavailable } from "../db/database-outage";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import { logger } from "../logger";
import { errorAnswer, errorAnswerOf, type ErrorAnswer } from "./error-answer";

export const DATABASE_UNAVAILABLE_CODE = "database_unavailable" satisfies ErrorCode;
/** About the time a PostgreSQL restart takes; clients (and the storefront) wait this long before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An unknown failure: the database being unreachable (503), or a fault of the server (500), logged. */
function faultAnswer(err: unknown): ErrorAnswer {
  // Database errors carry the query's parameters in their message (hashes, e-mails): log only what identifies the fault.
  const cause = (err as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  const message = err instanceof Error ? err.message.split("\nparams:")[0].slice(0, 300) : String(err);
  // The database is restarting or unreachable: nothing is wrong with the request, which may be sent again shortly
  // (503 with Retry-After, a code clients can act on; a balancer may try another instance, which would fail alike).
  if (isDatabaseUnavailable(err)) {
    noteDatabaseUnavailable();
    logger.warn(
      { name: (err as Error)?.name, errorCode: cause?.code, cause: cause?.message?.slice(0, 200) },
      "database unavailable: answered 503",
    );
    return errorAnswer(
      503,
      DATABASE_UNAVAILABLE_CODE,
      { detail: messages.errors.database_unavailable, code: DATABASE_UNAVAILABLE_CODE },
      { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  logger.error(
    { name: (err as Error)?.name, errorCode: cause?.code, cause: cause?.message?.slice(0, 300), message },
    "unhandled error in route handler",
  );
  return errorAnswer(500, "server_error", { detail: "Внутренняя ошибка сервера.", code: "server_error" });
}

export function errorResponse(err: unknown): NextResponse {
  const { status, body, headers } = errorAnswerOf(err) ?? faultAnswer(err);
  return NextResponse.json(body, { status, headers });
}
