import { http, HttpResponse } from "msw";
import { createGame, updateProduct } from "@/lib/api/admin-catalogue";
import { createApiClient } from "@/lib/api/api-client";
import { getProfile, getSocialAuthUrl } from "@/lib/api/auth";
import { getGame, listGames } from "@/lib/api/games";
import { listGifts } from "@/lib/api/gifts";
import { listOrders } from "@/lib/api/orders";
import { createPubgOrder } from "@/lib/api/orders-pubg";
import { uploadStandoffAvatar } from "@/lib/api/orders-standoff";
import { notifyGetpay } from "@/lib/api/payments";
import { createMemoryTokenStore } from "@/lib/api/token-store";
import { ResponseError } from "@/lib/api/errors";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

startMsw();

const page = { count: 0, next: null, previous: null, results: [] };

const wireGame = {
  resourcetype: "SupplyGame",
  id: 3,
  title: "Genshin",
  detail_title: "Genshin Impact",
  detail_description: "",
  logo: "/images/g.png",
  created: "2025-01-01T00:00:00+03:00",
  is_auth_required: false,
  discount_percent: 0,
  is_active: true,
  product_preview_name: "Кристаллы",
  product_preview_icon: "",
  tags: [],
  products: [
    {
      resourcetype: "SupplyProduct",
      id: 9,
      title: "60",
      price: "99.00",
      picture: "",
      min_quantity: 1,
      max_quantity: 10,
      is_active: true,
      discount_price: null,
      discount_percent: 0,
    },
  ],
  servers: [{ id: 1, name: "Europe" }],
  is_server_needed: true,
  is_server_enum: true,
};

describe("humps conversion", () => {
  it("turns snake_case responses into camelCase", async () => {
    server.use(http.get(`${BASE}/api/games/3/`, () => HttpResponse.json(wireGame)));
    const { client } = makeClient();
    const game = await getGame({ id: 3 }, { client });
    expect(game).toMatchObject({
      detailTitle: "Genshin Impact",
      isAuthRequired: false,
      productPreviewName: "Кристаллы",
    });
    if (game.resourcetype !== "SupplyGame") throw new Error("expected a supply game");
    expect(game.isServerNeeded).toBe(true);
    expect(game.servers).toEqual([{ id: 1, name: "Europe" }]);
    expect(game.products[0]).toMatchObject({ minQuantity: 1, discountPrice: null, price: "99.00" });
  });

  it("sends camelCase query parameters as snake_case", async () => {
    let query = "";
    server.use(
      http.get(`${BASE}/api/games/`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(page);
      }),
    );
    const { client } = makeClient();
    await listGames({ limit: 5, offset: 10, titleIcontains: "pubg", search: undefined }, { client });
    expect(new URLSearchParams(query)).toEqual(new URLSearchParams("limit=5&offset=10&title_icontains=pubg"));
  });

  it("sends camelCase bodies as snake_case JSON (products as product_id and quantity)", async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}/api/orders/pubg/`, async ({ request }) => {
        contentType = request.headers.get("content-type");
        body = await request.json();
        return HttpResponse.json({ id: 1, hash: "h", total: "10.00", products: [] }, { status: 201 });
      }),
    );
    const { client } = makeClient();
    const order = await createPubgOrder(
      { products: [{ productId: 4, quantity: 2 }], email: "a@b.ru" },
      { client },
    );
    expect(order.id).toBe(1);
    expect(contentType).toBe("application/json");
    expect(body).toEqual({ products: [{ product_id: 4, quantity: 2 }], email: "a@b.ru" });
  });

  it("joins list filters of gifts and decamelizes their names", async () => {
    let params = new URLSearchParams();
    server.use(
      http.get(`${BASE}/api/gifts/`, ({ request }) => {
        params = new URL(request.url).searchParams;
        return HttpResponse.json(page);
      }),
    );
    const { client } = makeClient();
    await listGifts({ isDiscounted: true, region: ["ru", "cis"], ordering: "-price" }, { client });
    expect(params.get("is_discounted")).toBe("true");
    expect(params.get("region")).toBe("ru,cis");
    expect(params.get("ordering")).toBe("-price");
  });

  it("lists orders 50 a page by default", async () => {
    let params = new URLSearchParams();
    server.use(
      http.get(`${BASE}/api/orders/`, ({ request }) => {
        params = new URL(request.url).searchParams;
        return HttpResponse.json(page);
      }),
    );
    const { client } = makeClient();
    await listOrders({ status: "paid" }, { client });
    expect(params.get("page_size")).toBe("50");
    expect(params.get("status")).toBe("paid");
  });

  it("keeps provider names as keys of social_ids and stamps fetchedAt", async () => {
    server.use(
      http.get(`${BASE}/api/auth/profile/`, () =>
        HttpResponse.json({
          id: 1,
          email: "a@b.ru",
          nickname: "n",
          avatar_img: null,
          balance: "5.00",
          active_promo_code: { code: "SALE", percent: 10, game: null },
          social_ids: { vk_id: "42" },
        }),
      ),
    );
    const { client } = makeClient();
    const before = Date.now();
    const profile = await getProfile({ client });
    expect(profile.socialIds).toEqual({
      facebook: null,
      google: null,
      steam: null,
      telegram: null,
      vk: null,
      vk_id: "42",
      yandex: null,
    });
    expect(profile.avatarImg).toBeNull();
    expect(profile.activePromoCode).toEqual({ code: "SALE", percent: 10, game: null });
    expect(profile.fetchedAt).toBeGreaterThanOrEqual(before);
  });

  it("sends redirect_uri in the social URL query", async () => {
    let url = "";
    server.use(
      http.get(`${BASE}/api/auth/social/vk_id/url/`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ url: "https://id.vk.com/authorize" });
      }),
    );
    const { client } = makeClient();
    const answer = await getSocialAuthUrl(
      { provider: "vk_id", redirectUri: "http://shop/auth/vk_id/redirect" },
      { client },
    );
    expect(answer.url).toBe("https://id.vk.com/authorize");
    expect(new URL(url).searchParams.get("redirect_uri")).toBe("http://shop/auth/vk_id/redirect");
  });

  it("uploads the Standoff avatar as multipart with snake_case names", async () => {
    let fields: Record<string, unknown> = {};
    server.use(
      http.post(`${BASE}/api/orders/standoff/avatar/12/`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get("game_avatar") as File;
        fields = {
          type: request.headers.get("content-type"),
          history: form.get("history_order_id"),
          file: await file.text(),
        };
        return HttpResponse.json({ game_avatar: "/media/a.png" });
      }),
    );
    const { client } = makeClient();
    const answer = await uploadStandoffAvatar(
      { id: 12, gameAvatar: new Blob(["PNG"], { type: "image/png" }), historyOrderId: 5 },
      { client },
    );
    expect(answer).toEqual({ gameAvatar: "/media/a.png" });
    expect(fields).toMatchObject({ history: "5", file: "PNG" });
    expect(String(fields.type)).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("sends the console's catalogue writes as snake_case and reads answers and refusals camelCased", async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/api/admin/games/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 12, detail_title: "", is_active: true }, { status: 201 });
      }),
      http.patch(`${BASE}/api/admin/products/9/`, () =>
        HttpResponse.json(
          { discount_price: ["Цена со скидкой должна быть меньше обычной цены."] },
          { status: 400, headers: { "X-Error-Code": "invalid" } },
        ),
      ),
    );
    const { client } = makeClient();
    const game = await createGame({ kind: "steam", title: "Steam", isActive: true }, { client });
    expect(sent).toEqual({ kind: "steam", title: "Steam", is_active: true });
    expect(game).toMatchObject({ id: 12, detailTitle: "", isActive: true });
    const error = await updateProduct(9, { discountPrice: "10.00" }, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).body).toEqual({
      discountPrice: ["Цена со скидкой должна быть меньше обычной цены."],
    });
  });

  it("sends GetPay callback fields unchanged", async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/api/payments/getpay/notify/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.text("OK");
      }),
    );
    const { client } = makeClient();
    const fields = {
      WALLET_ID: "1",
      WALLET_TYPE: "t",
      SUM: "10.00",
      ORDER_ID: "5",
      P_TYPE: "c",
      P_WALLET: "w",
      PAYMENT_ID: "p",
      SIGN: "s",
    };
    await expect(notifyGetpay(fields, { client })).resolves.toBe("OK");
    expect(body).toEqual(fields);
  });
});

describe("transport", () => {
  it("sends credentials: include and Accept JSON", async () => {
    const fetchImpl = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () =>
      Response.json(page),
    );
    const client = createApiClient({
      baseUrl: BASE,
      fetchImpl: fetchImpl as typeof fetch,
      tokens: createMemoryTokenStore(),
    });
    await listGames({}, { client });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(`${BASE}/api/games/`);
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
  });

  it("uses NEXT_PUBLIC_API_BASE when no base is given", async () => {
    const saved = process.env.NEXT_PUBLIC_API_BASE;
    process.env.NEXT_PUBLIC_API_BASE = "http://other.test/";
    try {
      server.use(http.get("http://other.test/api/games/", () => HttpResponse.json(page)));
      const client = createApiClient({ tokens: createMemoryTokenStore() });
      await expect(listGames({}, { client })).resolves.toEqual(page);
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_API_BASE;
      else process.env.NEXT_PUBLIC_API_BASE = saved;
    }
  });
});
