// The status a failed page load stands for (SPEC.md section 8: the error page shows "that status").
import { ApiError } from "@/lib/server/http/api-error";
import { permissionDenied } from "@/lib/server/errors/domain-error";
import { PageLoadError, loadForPage, statusOfLoadFailure } from "@/lib/server/http/load-for-page";
import { logger } from "@/lib/server/logger";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

describe("statusOfLoadFailure", () => {
  it.each([
    ["a refused connection", 503, withCode("ECONNREFUSED")],
    ["a lost connection (SQLSTATE class 08)", 503, wrapped(withCode("08006"))],
    ["PostgreSQL shutting down", 503, wrapped(withCode("57P01"))],
    ["too many connections", 503, wrapped(withCode("53300"))],
    ["a statement timeout", 503, wrapped(withCode("57014"))],
    ["a pool that cannot connect in time", 503, new Error("timeout exceeded when trying to connect")],
    ["a closed PGlite", 503, wrapped(new Error("PGlite is closed"))],
    ["an API error", 403, permissionDenied()],
    ["an API error inside a cause", 502, wrapped(new ApiError(502, { detail: "x" }))],
    ["a unique violation", 500, wrapped(withCode("23505"))],
    ["a programming error", 500, new TypeError("x is undefined")],
    ["a thrown string", 500, "boom"],
    ["undefined", 500, undefined],
  ])("%s -> %i", (_, status, err) => {
    expect(statusOfLoadFailure(err)).toBe(status);
  });

  it("stops at a cause cycle", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    a.cause = a;
    expect(statusOfLoadFailure(a)).toBe(500);
  });
});

describe("loadForPage", () => {
  afterEach(() => jest.restoreAllMocks());

  it("passes the data and null through", async () => {
    expect(await loadForPage("x", {}, async () => ({ a: 1 }))).toEqual({ a: 1 });
    expect(await loadForPage("x", {}, async () => null)).toBeNull();
  });

  it("throws a PageLoadError whose digest carries the status, after logging the cause", async () => {
    const error = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const thrown = await loadForPage("gift", { giftId: 4 }, async () => {
      throw withCode("ECONNRESET", "read ECONNRESET");
    }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(PageLoadError);
    expect(thrown).toMatchObject({ status: 503, digest: "HTTP_STATUS;503" });
    expect(error).toHaveBeenCalledWith(
      {
        page: "gift",
        giftId: 4,
        status: 503,
        cause: [{ name: "Error", errorCode: "ECONNRESET", message: "read ECONNRESET" }],
      },
      "page data failed to load",
    );
  });
});
