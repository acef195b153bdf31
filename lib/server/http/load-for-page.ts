// A server page's data load, failing the way SPEC.md section 8 asks ("Game load HTTP error | error page with that
// status"): not found stays not found (null: the page calls notFound()); any other failure is logged here with its
// cause, and thrown on as an error whose digest carries the status (HTTP_STATUS;503). The digest is the one part
// of a server error Next.js hands to error.tsx, whose error screen (components/layout/route-error.tsx) shows it.
import { logger } from "../logger";
import { statusOfError } from "./error-answer";

/** Socket and PostgreSQL codes of a database that cannot be reached or is shutting down: 503, worth a retry. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "EPIPE",
  "53300", // too_many_connections
  "57014", // query_canceled (statement timeout)
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
]);
const UNAVAILABLE_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|PGlite is closed/i;

type Failure = { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };

/** The error and its causes (drizzle wraps the driver's error), nearest first. */
function chainOf(err: unknown): Failure[] {
  const chain: Failure[] = [];
  for (let e = err; e && typeof e === "object" && chain.length < 5; e = (e as Failure).cause)
    chain.push(e as Failure);
  return chain;
}

/** The HTTP status a failed load stands for: a known error's own, 503 for an unreachable database, else 500. */
export function statusOfLoadFailure(err: unknown): number {
  const chain = chainOf(err);
  const known = chain.map(statusOfError).find((status) => status !== undefined);
  if (known && known >= 400 && known <= 599) return known;
  const isUnavailable = chain.some(
    (e) =>
      (typeof e.code === "string" && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith("08"))) ||
      (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)),
  );
  return isUnavailable ? 503 : 500;
}

/** What error.tsx receives: no cause, no message worth showing; the status in the digest. */
export class PageLoadError extends Error {
  readonly digest: string;
  constructor(
    readonly status: number,
    page: string,
  ) {
    super(`The ${page} page failed to load (HTTP ${status})`);
    this.name = "PageLoadError";
    this.digest = `HTTP_STATUS;${status}`;
  }
}

/** Database errors carry the query's parameters in their message: log only what identifies the fault. */
const causeOf = (err: unknown) =>
  chainOf(err).map((e) => ({
    name: typeof e.name === "string" ? e.name : undefined,
    errorCode: typeof e.code === "string" ? e.code : undefined,
    message: typeof e.message === "string" ? e.message.split("\nparams:")[0].slice(0, 300) : String(e),
  }));

/**
 * Runs `load` for `page` (context such as the game id goes to the log). Resolves to null for "not found" (the
 * loader's null or a 404 API error); any other failure is logged and rethrown as a PageLoadError with its status.
 */
export async function loadForPage<T>(
  page: string,
  context: Record<string, unknown>,
  load: () => Promise<T | null>,
): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    const status = statusOfLoadFailure(err);
    if (status === 404) return null;
    const entry = { page, ...context, status, cause: causeOf(err) };
    if (status >= 500) logger.error(entry, "page data failed to load");
    else logger.warn(entry, "page data refused");
    throw new PageLoadError(status, page);
  }
}
