import { delay, http, HttpResponse } from "msw";
import { FetchError, ResponseError, TimeoutError } from "@/lib/api/errors";
import { createHttpClient } from "@/lib/api/http-client";
import { networkFallback } from "@/lib/api/session/network-fallback";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

startMsw();

describe("fetch layer (no session interceptors)", () => {
  it("throws FetchError with the spec's message when the network fails", async () => {
    server.use(http.get(`${BASE}/api/games/`, () => HttpResponse.error()));
    const client = createHttpClient({ baseUrl: BASE });
    const failure = client.fetchApi("/api/games/", { method: "GET" });
    await expect(failure).rejects.toBeInstanceOf(FetchError);
    await expect(failure).rejects.toThrow(
      "The request failed and the interceptors did not return an alternative response",
    );
  });

  it("aborts after the timeout and reports it as the FetchError's cause", async () => {
    server.use(http.get(`${BASE}/api/games/`, async () => delay("infinite")));
    const client = createHttpClient({ baseUrl: BASE, timeoutMs: 20 });
    const error = await client.fetchApi("/api/games/", { method: "GET" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).cause).toBeInstanceOf(TimeoutError);
  });

  it("lets an onError interceptor answer instead of throwing", async () => {
    server.use(http.get(`${BASE}/api/games/`, () => HttpResponse.error()));
    const client = createHttpClient({ baseUrl: BASE, middleware: [networkFallback()] });
    const response = await client.fetchApi("/api/games/", { method: "GET" });
    expect(response.status).toBe(503);
    expect(response.statusText).toBe("Service Unavailable");
  });
});

describe("response outside 200-299", () => {
  it("throws ResponseError carrying the response, status and parsed camelCase body", async () => {
    server.use(
      http.post(`${BASE}/api/feedback/create/`, () =>
        HttpResponse.json(
          { non_field_errors: ["Заказ не найден."], rating: ["Обязательное поле."] },
          { status: 400 },
        ),
      ),
    );
    const { client } = makeClient();
    const error = await client
      .request({
        method: "POST",
        path: "/api/feedback/create/",
        operation: "createFeedback",
        body: { order: 1 },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    const responseError = error as ResponseError;
    expect(responseError.message).toBe("Response returned an error code");
    expect(responseError.status).toBe(400);
    expect(responseError.response.status).toBe(400);
    expect(responseError.body).toEqual({
      nonFieldErrors: ["Заказ не найден."],
      rating: ["Обязательное поле."],
    });
  });

  it("a 2xx answer resolves (204 with no body gives undefined)", async () => {
    server.use(
      http.post(`${BASE}/api/promo_codes/deactivate/`, () => new HttpResponse(null, { status: 204 })),
    );
    const { client } = makeClient();
    await expect(
      client.request({
        method: "POST",
        path: "/api/promo_codes/deactivate/",
        operation: "deactivatePromoCode",
      }),
    ).resolves.toBeUndefined();
  });
});
