// Turns a failed PostgreSQL connection into the one line an operator needs: the variable, the host and why.
// The URL's password never appears: only host, port, user and database name are quoted.

const SOCKET_REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused (is PostgreSQL running and listening there?)",
  ENOTFOUND: "host name not found (DNS)",
  EAI_AGAIN: "host name could not be resolved (DNS)",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ETIMEDOUT: "connection timed out",
  ECONNRESET: "connection reset by the server",
};

function describeTarget(url: URL) {
  const host = url.hostname || url.searchParams.get("host") || "localhost";
  return `${host}:${url.port || "5432"}`;
}

/** One line for a connection failure; `timeoutMs` is the connect timeout that was in force. */
export function describePostgresError(err: unknown, rawUrl: string, timeoutMs: number): string {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return "DATABASE_URL is malformed: expected postgres://user:password@host:5432/database";
  }
  const target = describeTarget(url);
  const e = err as { code?: string; message?: string };
  const user = decodeURIComponent(url.username) || "(default)";
  const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || user;
  let reason: string;
  if (e.code === "28P01") reason = `authentication failed for user "${user}"`;
  else if (e.code === "28000") reason = `access refused for user "${user}" (pg_hba.conf or role)`;
  else if (e.code === "3D000") reason = `database "${database}" does not exist`;
  else if (e.code && SOCKET_REASONS[e.code]) reason = SOCKET_REASONS[e.code];
  else if (/timeout/i.test(e.message ?? "")) reason = `no answer within ${timeoutMs / 1000} s`;
  else reason = e.code ? `${e.code}: ${e.message ?? ""}`.trim() : (e.message ?? String(err));
  return `DATABASE_URL: cannot connect to PostgreSQL at ${target}: ${reason.replace(/\s+/g, " ")}`;
}
