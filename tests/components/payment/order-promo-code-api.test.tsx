// The order's promo code preview of the typed client (showOrderPromoCode in lib/api/orders.ts) on a faked fetch.
import { createApiClient } from "@/lib/api/api-client";
import { RequiredError } from "@/lib/api/errors";
import { showOrderPromoCode } from "@/lib/api/orders";

const wire = {
  resourcetype: "PromoCode",
  code: "WELCOME10",
  percent: 10,
  game: 1,
  total_without_promocode: "500.00",
  total_with_promocode: "450.00",
};

function fakeResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ "content-type": "application/json" }),
    text: async () => text,
    json: async () => JSON.parse(text),
    clone() {
      return fakeResponse(status, body);
    },
  } as unknown as Response;
}

describe("showOrderPromoCode", () => {
  it("posts the code to /api/orders/{id}/show_promo_code/ and answers the code with the order's totals", async () => {
    const fetchImpl = jest.fn(async () => fakeResponse(200, wire));
    const client = createApiClient({ baseUrl: "http://api.test", fetchImpl });
    await expect(showOrderPromoCode({ id: 42, code: "welcome10" }, { client })).resolves.toEqual({
      resourcetype: "PromoCode",
      code: "WELCOME10",
      percent: 10,
      game: 1,
      totalWithoutPromocode: "500.00",
      totalWithPromocode: "450.00",
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api.test/api/orders/42/show_promo_code/");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ code: "welcome10" });
  });

  it("refuses to send without a code", async () => {
    const fetchImpl = jest.fn();
    const client = createApiClient({ baseUrl: "http://api.test", fetchImpl });
    await expect(showOrderPromoCode({ id: 42, code: "" }, { client })).rejects.toBeInstanceOf(RequiredError);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
