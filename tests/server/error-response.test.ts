// The one mapper's log line for a failure it cannot name: the operator reads the SQLSTATE there. It went out as
// `code`, a key the logger redacts (TOTP and OAuth codes), so a deadlock was logged as "[redacted]".
import { errorResponse } from "@/lib/server/http/error-response";
import { logger } from "@/lib/server/logger";

const failedQuery = (code: string, message: string) =>
  new Error('Failed query: select 1 from "users" for update\nparams: 2', {
    cause: Object.assign(new Error(message), { code }),
  });

describe("errorResponse for an unknown failure", () => {
  afterEach(() => jest.restoreAllMocks());

  it("answers 500 and logs the SQLSTATE and the database's words, not the query's parameters", async () => {
    const error = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const res = errorResponse(failedQuery("40P01", "deadlock detected"));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ detail: "Внутренняя ошибка сервера.", code: "server_error" });
    const [fields, msg] = error.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(msg).toBe("unhandled error in route handler");
    expect(fields).toMatchObject({ errorCode: "40P01", cause: "deadlock detected" });
    expect(fields).not.toHaveProperty("code");
    expect(JSON.stringify(fields)).not.toContain("params");
  });

  it("answers 503 for an unreachable database and logs its SQLSTATE under the same key", () => {
    const warn = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
    expect(errorResponse(failedQuery("57P01", "terminating connection")).status).toBe(503);
    expect(warn.mock.calls[0][0]).toMatchObject({ errorCode: "57P01" });
  });
});
