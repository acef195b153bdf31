// Whether an error means "the database cannot be reached right now" (a restart, a failover, a network fault) rather
// than a fault of the request or of the code: such a request may simply be tried again in a few seconds. Drizzle
// wraps the driver's error (`cause`), pg-pool reports its own connect timeout, and PostgreSQL names its own
// shutdown and start-up states with SQLSTATE codes.

/** Socket-level faults while connecting or talking to PostgreSQL. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now: starting up or
 * shutting down), 53300 (too many connections).
 */
const isUnavailableSqlState = (code: string) =>
  /^08/.test(code) || /^57P0[123]$/.test(code) || code === "53300";

/** The pg driver's own words for a connection that is gone or never came. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
];

/** The port of DATABASE_URL (a socket error names the port it failed on; a provider's or S3's is another one). */
function databasePort(): number | undefined {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith("postgres")) return undefined;
  try {
    return Number(new URL(url).port || 5432);
  } catch {
    return undefined;
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  // A socket fault is the database's only when it comes from a query (Drizzle's wrapper) or from the database's port:
  // the same codes from a provider call or the S3 store are not a database outage.
  let fromQuery = false;
  for (let e = err; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message, port, name } = e as {
      code?: unknown;
      message?: unknown;
      port?: unknown;
      name?: unknown;
    };
    if (name === "DrizzleQueryError" || (typeof message === "string" && message.startsWith("Failed query")))
      fromQuery = true;
    if (typeof code === "string" && isUnavailableSqlState(code)) return true;
    if (typeof code === "string" && SOCKET_CODES.has(code) && (fromQuery || port === databasePort()))
      return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}
