// Supply-channel (MooGold) orders: the user id and the server each game needs (from its list, typed in, or
// none), the servers list paged, the last order's data per game and updates of the delivery details.
import * as createRoute from "@/app/api/orders/supply_channel/route";
import * as updateRoute from "@/app/api/orders/supply_channel/[id]/update/route";
import * as deliveryRoute from "@/app/api/orders/supply_channel/[id]/delivery_details/update/route";
import * as lastOrderRoute from "@/app/api/orders/supply_channel/last_order_data/[game_id]/route";
import * as serversRoute from "@/app/api/orders/supply_channel/servers/[game_id]/route";
import { gameServers } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, signedInShopper, checkoutSuite, type Browser } from "./orders-test-kit";
import { fieldsOf } from "../helpers/fields-of";

describe.each(testEngines)("supply-channel orders on %s", (engine) => {
  const t = checkoutSuite(engine);

  const create = (browser: Browser, productId: number, body: Record<string, unknown>) =>
    request(browser, createRoute, "/api/orders/supply_channel/", {
      method: "POST",
      body: {
        products: [{ product_id: productId, quantity: 2 }],
        email: "mg@example.com",
        supply_channel_user_id: "812000345",
        ...body,
      },
    });
  const delivery = (browser: Browser, id: number, body: unknown) =>
    request(browser, deliveryRoute, `/api/orders/supply_channel/${id}/delivery_details/update/`, {
      method: "POST",
      body,
      params: { id: String(id) },
    });

  it("takes one of the game's servers when they are a list", async () => {
    const europe = t.c.servers[1];
    const res = await create(newBrowser(), t.c.crystals.id, {
      supply_channel_server: europe.id,
      supply_channel_server_custom_id: "ignored",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      resourcetype: "MooGoldOrder",
      moogold_user_id: "812000345",
      moogold_server: europe.id,
      moogold_server_name: "Europe",
      moogold_server_custom_id: null,
      total: "158.00",
      game: { resourcetype: "SupplyGame", id: t.c.genshin.id },
    });
  });

  it("refuses a missing server, another game's server and an unknown one", async () => {
    const [otherGames] = await t.db
      .insert(gameServers)
      .values({ gameId: t.c.freeFire.id, name: "EU" })
      .returning();
    for (const server of [undefined, null, 999_999, otherGames.id, "Europe"]) {
      const res = await create(newBrowser(), t.c.crystals.id, { supply_channel_server: server });
      expect({ server, status: res.status, keys: fieldsOf(res.json) }).toEqual({
        server,
        status: 400,
        keys: ["supply_channel_server"],
      });
    }
  });

  it("takes a typed server id when the game's servers are not a list, and none when it needs none", async () => {
    const typed = await create(newBrowser(), t.c.diamonds.id, { supply_channel_server_custom_id: " 2031 " });
    expect(typed.json).toMatchObject({ moogold_server: null, moogold_server_custom_id: "2031" });
    const missing = await create(newBrowser(), t.c.diamonds.id, { supply_channel_server_custom_id: "" });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ supply_channel_server_custom_id: [expect.any(String)] });
    const none = await create(newBrowser(), t.c.ffDiamonds.id, { supply_channel_server: t.c.servers[0].id });
    expect(none.json).toMatchObject({ moogold_server: null, moogold_server_custom_id: null });
    const noUser = await create(newBrowser(), t.c.ffDiamonds.id, { supply_channel_user_id: undefined });
    expect(noUser.json).toEqual({ supply_channel_user_id: ["Обязательное поле."] });
  });

  it("updates the lines, the user id and the server (checked against the order's game)", async () => {
    const browser = newBrowser();
    const { json: order } = await create(browser, t.c.crystals.id, {
      supply_channel_server: t.c.servers[0].id,
    });
    const lines = await request(browser, updateRoute, `/api/orders/supply_channel/${order.id}/update/`, {
      method: "POST",
      body: { products: [{ product_id: t.c.crystals.id, quantity: 5 }] },
      params: { id: String(order.id) },
    });
    expect(lines.json.total).toBe("395.00");
    const moved = await delivery(browser, order.id, {
      moogold_user_id: "1",
      moogold_server: t.c.servers[2].id,
    });
    expect(moved.json).toMatchObject({
      moogold_user_id: "1",
      moogold_server: t.c.servers[2].id,
      moogold_server_name: "Asia",
    });
    const bad = await delivery(browser, order.id, { moogold_server: 999_999 });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ moogold_server: [expect.any(String)] });
    const cleared = await delivery(browser, order.id, { moogold_server: null });
    expect(cleared.status).toBe(400);
  });

  it("lists a game's servers in pages, and 404 for other kinds of games", async () => {
    const gameId = String(t.c.genshin.id);
    const first = await callRoute(serversRoute, `/api/orders/supply_channel/servers/${gameId}/?page_size=2`, {
      params: { game_id: gameId },
    });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      count: 3,
      next: expect.stringContaining("page=2"),
      previous: null,
      results: [
        { id: t.c.servers[0].id, name: "America" },
        { id: t.c.servers[1].id, name: "Europe" },
      ],
    });
    const second = await callRoute(serversRoute, first.json.next, { params: { game_id: gameId } });
    expect(second.json).toMatchObject({ next: null, results: [{ name: "Asia" }] });
    expect(second.json.previous).not.toContain("page=");
    const past = await callRoute(
      serversRoute,
      `/api/orders/supply_channel/servers/${gameId}/?page=3&page_size=2`,
      {
        params: { game_id: gameId },
      },
    );
    expect(past.status).toBe(404);
    const bad = await callRoute(serversRoute, `/api/orders/supply_channel/servers/${gameId}/?page_size=0`, {
      params: { game_id: gameId },
    });
    expect(bad.status).toBe(400);
    for (const id of [String(t.c.pubg.id), "999999", "x"]) {
      const res = await callRoute(serversRoute, `/api/orders/supply_channel/servers/${id}/`, {
        params: { game_id: id },
      });
      expect(res.status).toBe(404);
    }
    const empty = await callRoute(serversRoute, `/api/orders/supply_channel/servers/${t.c.mlbb.id}/`, {
      params: { game_id: String(t.c.mlbb.id) },
    });
    expect(empty.json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("gives a signed-in shopper the data of their last order for that game; guests get 401", async () => {
    const path = (id: number) => `/api/orders/supply_channel/last_order_data/${id}/`;
    const params = (id: number) => ({ game_id: String(id) });
    expect(
      (await request(newBrowser(), lastOrderRoute, path(t.c.genshin.id), { params: params(t.c.genshin.id) }))
        .status,
    ).toBe(401);
    const { browser } = await signedInShopper(t.db);
    const { json: genshin } = await create(browser, t.c.crystals.id, {
      supply_channel_server: t.c.servers[1].id,
      supply_channel_user_id: "G-1",
    });
    await create(browser, t.c.diamonds.id, {
      supply_channel_server_custom_id: "77",
      supply_channel_user_id: "M-1",
    });
    const res = await request(browser, lastOrderRoute, path(t.c.genshin.id), {
      params: params(t.c.genshin.id),
    });
    expect(res.json).toEqual({
      id: genshin.id,
      moogold_user_id: "G-1",
      moogold_server: t.c.servers[1].id,
      moogold_server_custom_id: null,
      email: "mg@example.com",
    });
    const other = await request(browser, lastOrderRoute, path(t.c.freeFire.id), {
      params: params(t.c.freeFire.id),
    });
    expect(other.json).toMatchObject({ id: null, moogold_user_id: null });
  });
});
