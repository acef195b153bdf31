// The account-wide promo code calls of the typed client (lib/api/promo-codes.ts) on a faked fetch: path, method,
// body, the required code, the answer's check, and what a code applies to from the catalogue.
import { createApiClient } from "@/lib/api/api-client";
import { NoVariantError, RequiredError, ResponseError } from "@/lib/api/errors";
import {
  activatePromoCode,
  deactivatePromoCode,
  getPromoCodeTarget,
  showPromoCode,
} from "@/lib/api/promo-codes";

function fakeResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? "" : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(body === undefined ? {} : { "content-type": "application/json" }),
    text: async () => text,
    json: async () => JSON.parse(text),
    clone() {
      return fakeResponse(status, body);
    },
  } as unknown as Response;
}

let fetchImpl: jest.Mock;
const options = () => ({
  client: createApiClient({ baseUrl: "http://api.test", fetchImpl, retryDelaysMs: [] }),
});
const sent = (i = 0) => {
  const [url, init] = fetchImpl.mock.calls[i] as [string, RequestInit];
  return {
    url,
    method: init.method,
    body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
  };
};

const wireCode = { resourcetype: "PromoCode", code: "WELCOME10", percent: 10, game: 1 };

beforeEach(() => {
  fetchImpl = jest.fn(async () => fakeResponse(200, wireCode));
});

describe("account promo code calls", () => {
  it("activate posts the code to /api/promo_codes/activate/ and answers the code", async () => {
    await expect(activatePromoCode({ code: "welcome10" }, options())).resolves.toEqual(wireCode);
    expect(sent()).toEqual({
      url: "http://api.test/api/promo_codes/activate/",
      method: "POST",
      body: { code: "welcome10" },
    });
  });

  it("show posts the code to /api/promo_codes/show/; a refusal is a ResponseError with the field's messages", async () => {
    await expect(showPromoCode({ code: "WELCOME10" }, options())).resolves.toEqual(wireCode);
    expect(sent()).toMatchObject({ url: "http://api.test/api/promo_codes/show/", method: "POST" });
    fetchImpl.mockResolvedValueOnce(fakeResponse(400, { code: ["Промокод не найден."] }));
    const refusal = await showPromoCode({ code: "NOPE" }, options()).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ResponseError);
    expect((refusal as ResponseError).body).toEqual({ code: ["Промокод не найден."] });
  });

  it("deactivate posts nothing to /api/promo_codes/deactivate/ and takes the 204", async () => {
    fetchImpl.mockResolvedValueOnce(fakeResponse(204));
    await expect(deactivatePromoCode(options())).resolves.toBeUndefined();
    expect(sent()).toEqual({
      url: "http://api.test/api/promo_codes/deactivate/",
      method: "POST",
      body: undefined,
    });
  });

  it("refuses to send without a code, and refuses an unknown kind of code", async () => {
    await expect(activatePromoCode({ code: "" }, options())).rejects.toBeInstanceOf(RequiredError);
    await expect(showPromoCode({ code: "" }, options())).rejects.toBeInstanceOf(RequiredError);
    expect(fetchImpl).not.toHaveBeenCalled();
    fetchImpl.mockResolvedValueOnce(fakeResponse(200, { ...wireCode, resourcetype: "Coupon" }));
    await expect(showPromoCode({ code: "X" }, options())).rejects.toBeInstanceOf(NoVariantError);
  });

  it("names what a code applies to: its game or gift from the catalogue, nothing for a code valid anywhere", async () => {
    fetchImpl.mockResolvedValueOnce(
      fakeResponse(200, { resourcetype: "PUBGGame", id: 1, title: "PUBG Mobile", products: [] }),
    );
    await expect(
      getPromoCodeTarget({ resourcetype: "PromoCode", code: "A", percent: 5, game: 1 }, options()),
    ).resolves.toEqual({ kind: "game", title: "PUBG Mobile" });
    expect(sent(0)).toMatchObject({ url: "http://api.test/api/games/1/", method: "GET" });

    fetchImpl.mockResolvedValueOnce(
      fakeResponse(200, { resourcetype: "RokkyGift", id: 7, title: "Cyberpunk 2077" }),
    );
    await expect(
      getPromoCodeTarget({ resourcetype: "GiftPromoCode", code: "B", percent: 15, gift: 7 }, options()),
    ).resolves.toEqual({ kind: "gift", title: "Cyberpunk 2077" });
    expect(sent(1)).toMatchObject({ url: "http://api.test/api/gifts/7/", method: "GET" });

    await expect(
      getPromoCodeTarget({ resourcetype: "PromoCode", code: "C", percent: 3, game: null }, options()),
    ).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
