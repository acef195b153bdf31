// The client's ResponseError.code comes from the X-Error-Code header every error answer carries, so field-error
// answers (whose DRF body has no code, or whose `code` key is a refused field's messages) have one too; a body's
// own code is the fallback for an answer without the header.
import { http, HttpResponse } from "msw";
import { ResponseError } from "@/lib/api/errors";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

startMsw();

async function refusal(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  server.use(
    http.post(`${BASE}/api/promo_codes/activate/`, () => HttpResponse.json(body, { status: 400, headers })),
  );
  const { client } = makeClient();
  const error = await client
    .request({ method: "POST", path: "/api/promo_codes/activate/", operation: "activatePromoCode" })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ResponseError);
  return error as ResponseError;
}

describe("ResponseError.code", () => {
  it("is the header's code for plain field errors", async () => {
    const error = await refusal({ email: ["Обязательное поле."] }, { "X-Error-Code": "invalid" });
    expect(error.code).toBe("invalid");
  });

  it("is the header's code where the refused field is itself named code", async () => {
    const error = await refusal({ code: ["Промокод не найден."] }, { "X-Error-Code": "invalid" });
    expect(error.code).toBe("invalid");
    expect(error.body).toEqual({ code: ["Промокод не найден."] });
  });

  it("falls back to the body's code without the header", async () => {
    const error = await refusal({ detail: "Нет доступа.", code: "no_access" });
    expect(error.code).toBe("no_access");
  });
});
