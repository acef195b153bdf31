// Issue 25, item 6: while the database is down a route handler's error becomes 503 database_unavailable with
// Retry-After (the request may be sent again), not 500 server_error; other faults stay 500.
import { errorResponse } from "@/lib/server/http/error-response";
import { isDatabaseUnavailable } from "@/lib/server/db/database-unavailable";

const socketError = (code: string, port: number) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:${port}`), { code, port, address: "127.0.0.1" });

describe("database unavailable", () => {
  const saved = process.env.DATABASE_URL;
  beforeAll(() => (process.env.DATABASE_URL = "postgres://store@127.0.0.1:5439/store"));
  afterAll(() => (process.env.DATABASE_URL = saved));

  it("recognises the driver's faults, PostgreSQL's shutdown states and refused connections to the database", () => {
    const query = (cause: unknown) =>
      Object.assign(new Error("Failed query: select 1\\nparams: "), { name: "DrizzleQueryError", cause });
    expect(isDatabaseUnavailable(query(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(query(Object.assign(new Error("x"), { code: "57P01" })))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("starting up"), { code: "57P03" }))).toBe(true);
    expect(isDatabaseUnavailable(query(socketError("ECONNREFUSED", 1)))).toBe(true);
    expect(isDatabaseUnavailable(socketError("ECONNREFUSED", 5439))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // A provider's or the S3 store's refused connection is not the database's; nor is a constraint violation.
    const fetchFailed = Object.assign(new TypeError("fetch failed"), {
      cause: socketError("ECONNREFUSED", 9000),
    });
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
    expect(isDatabaseUnavailable(query(Object.assign(new Error("dup"), { code: "23505" })))).toBe(false);
  });

  it("answers 503 with Retry-After and a code clients can act on", async () => {
    const res = errorResponse(new Error("Connection terminated unexpectedly"));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({
      detail: expect.stringMatching(/[а-я]/),
      code: "database_unavailable",
    });
    expect(errorResponse(new Error("boom")).status).toBe(500);
  });
});
