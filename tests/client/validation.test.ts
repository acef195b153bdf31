import { http, HttpResponse } from "msw";
import { bindSocial } from "@/lib/api/auth";
import { NoVariantError, RequiredError } from "@/lib/api/errors";
import { createFeedback } from "@/lib/api/feedback";
import { getGame, listGames } from "@/lib/api/games";
import { getPaymentData, getOrderDetails } from "@/lib/api/orders";
import { getSupplyLastOrderData } from "@/lib/api/orders-supply-channel";
import { createPayment } from "@/lib/api/payments";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

startMsw();

describe("missing required parameter", () => {
  it("names the missing path parameter and sends nothing", async () => {
    const fetchSpy = jest.fn();
    server.events.on("request:start", fetchSpy);
    const { client } = makeClient();
    const error = await getGame({} as { id: number }, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequiredError);
    expect((error as RequiredError).field).toBe("id");
    expect((error as Error).message).toBe(
      'Required parameter "id" was null or undefined when calling GET /api/games/{id}/.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it("names a missing snake_case path parameter by its camelCase name", async () => {
    const { client } = makeClient();
    await expect(getSupplyLastOrderData({} as { gameId: number }, { client })).rejects.toMatchObject({
      field: "gameId",
    });
  });

  it("names a missing body field", async () => {
    const { client } = makeClient();
    const call = createFeedback(
      { order: 1, text: "Спасибо" } as { order: number; rating: number; text: string },
      { client },
    );
    await expect(call).rejects.toThrow(RequiredError);
    await expect(call).rejects.toThrow(/"rating"/);
  });

  it("refuses a provider that the call does not support", async () => {
    const { client } = makeClient();
    await expect(
      bindSocial({ provider: "facebook" as "vk", code: "c", redirectUri: "u" }, { client }),
    ).rejects.toThrow(/facebook/);
  });
});

describe("unknown resourcetype", () => {
  it("a game of an unknown kind is an error that no variant exists", async () => {
    server.use(
      http.get(`${BASE}/api/games/1/`, () => HttpResponse.json({ resourcetype: "Foo", id: 1, products: [] })),
    );
    const { client } = makeClient();
    const error = await getGame({ id: 1 }, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoVariantError);
    expect((error as Error).message).toBe('No variant of Game exists with resourcetype "Foo"');
  });

  it("a product of an unknown kind inside a game list is rejected too", async () => {
    server.use(
      http.get(`${BASE}/api/games/`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ resourcetype: "Game", id: 1, products: [{ resourcetype: "XboxProduct", id: 2 }] }],
        }),
      ),
    );
    const { client } = makeClient();
    await expect(listGames({}, { client })).rejects.toThrow(
      'No variant of Product exists with resourcetype "XboxProduct"',
    );
  });

  it("an order history entry of an unknown kind is rejected, a known one passes", async () => {
    server.use(
      http.get(`${BASE}/api/orders/abc/details/`, () =>
        HttpResponse.json({ resourcetype: "XboxOrder", id: 1 }),
      ),
      http.get(`${BASE}/api/orders/def/details/`, () =>
        HttpResponse.json({ resourcetype: "SteamOrder", id: 2, steam_account_id: "s" }),
      ),
    );
    const { client } = makeClient();
    await expect(getOrderDetails({ hash: "abc" }, { client })).rejects.toThrow(NoVariantError);
    await expect(getOrderDetails({ hash: "def" }, { client })).resolves.toMatchObject({
      steamAccountId: "s",
    });
  });
});

describe("payment scenarios", () => {
  it("an unknown scenario type is an error that no variant exists", async () => {
    server.use(
      http.get(`${BASE}/api/orders/payment_data/5/`, () => HttpResponse.json({ type: "crypto", url: "x" })),
    );
    const { client } = makeClient();
    await expect(getPaymentData({ id: 5 }, { client })).rejects.toThrow(
      'No variant of PaymentScenario exists with type "crypto"',
    );
  });

  it("a form scenario keeps the provider's field names; other keys are camelCased", async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/api/payments/sandbox_card/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          type: "form",
          method: "POST",
          action: "https://pay.example/form",
          fields: { MERCHANT_ID: "1", order_id: "5" },
        });
      }),
    );
    const { client } = makeClient();
    const scenario = await createPayment({ name: "sandbox_card", orderId: 5, currency: "RUB" }, { client });
    expect(body).toEqual({ order_id: 5, currency: "RUB" });
    expect(scenario).toEqual({
      type: "form",
      method: "POST",
      action: "https://pay.example/form",
      fields: { MERCHANT_ID: "1", order_id: "5" },
    });
  });

  it("reads the other scenario kinds in camelCase", async () => {
    server.use(
      http.get(`${BASE}/api/orders/payment_data/6/`, () =>
        HttpResponse.json({ type: "p2p", card_number: "2200", card_name: "И. И." }),
      ),
    );
    const { client } = makeClient();
    await expect(getPaymentData({ id: 6 }, { client })).resolves.toEqual({
      type: "p2p",
      cardNumber: "2200",
      cardName: "И. И.",
    });
  });
});
