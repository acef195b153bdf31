// Standoff 2 orders: account id and surplus, the avatar upload (checked by content and size, served with safe
// headers) or an earlier order's avatar, the settings and the last order's data.
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import * as createRoute from "@/app/api/orders/standoff/route";
import * as avatarRoute from "@/app/api/orders/standoff/avatar/[id]/route";
import * as updateRoute from "@/app/api/orders/standoff/[id]/update/route";
import * as deliveryRoute from "@/app/api/orders/standoff/[id]/delivery_details/update/route";
import * as lastOrderRoute from "@/app/api/orders/standoff/last_order_data/route";
import * as settingsRoute from "@/app/api/orders/standoff/settings/route";
import * as avatarFileRoute from "@/app/api/uploads/avatars/[name]/route";
import { orders, settings } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { callRouteMultipart } from "../helpers/call-route-multipart";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, signedInShopper, checkoutSuite, type Browser } from "./orders-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

describe.each(testEngines)("Standoff orders on %s", (engine) => {
  const t = checkoutSuite(engine);

  const create = (browser: Browser, body: Record<string, unknown>) =>
    request(browser, createRoute, "/api/orders/standoff/", {
      method: "POST",
      body: { products: [{ product_id: t.c.gold.id, quantity: 3 }], email: "so@example.com", ...body },
    });
  const upload = (browser: Browser, id: number, fields: Record<string, Blob | string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value as Blob);
    const headers: Record<string, string> = {};
    if (browser.cookie) headers.cookie = browser.cookie;
    if (browser.token) headers.authorization = `Bearer ${browser.token}`;
    return callRouteMultipart(avatarRoute, `/api/orders/standoff/avatar/${id}/`, {
      form,
      headers,
      params: { id: String(id) },
    });
  };
  const file = (bytes: Uint8Array, name: string, type: string) =>
    new File([new Uint8Array(bytes)], name, { type });

  it("creates an order with the account id and the surplus", async () => {
    const res = await create(newBrowser(), { game_account_id: " 48811230 ", surplus: 0.07, price: "1.00" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      resourcetype: "StandoffOrder",
      game_account_id: "48811230",
      surplus: "0.07",
      game_avatar: null,
      total: "297.00",
      game: { resourcetype: "StandoffGame" },
    });
    expect(res.json.order_products[0].product).toMatchObject({ resourcetype: "StandoffProduct", gold: 100 });
  });

  it("gives an order sent without a surplus the default one: 0 to 0.23 in hundredths", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await create(newBrowser(), { game_account_id: "1", ...(i % 2 ? { surplus: null } : {}) });
      expect(res.status).toBe(201);
      expect(res.json.surplus).toMatch(/^0\.(0\d|1\d|2[0-3])$/);
      seen.add(res.json.surplus);
    }
    // Random, not one fixed value (six draws from 24 all equal: about one chance in 8 million).
    expect(seen.size).toBeGreaterThan(1);
  });

  it("requires the account id and checks the surplus", async () => {
    const noAccount = await create(newBrowser(), {});
    expect(noAccount.status).toBe(400);
    expect(noAccount.json).toEqual({ game_account_id: ["Обязательное поле."] });
    const blank = await create(newBrowser(), { game_account_id: "   " });
    expect(blank.json.game_account_id).toHaveLength(1);
    for (const surplus of [-0.01, 1, "0.123", "abc"]) {
      const res = await create(newBrowser(), { game_account_id: "1", surplus });
      expect({ surplus, status: res.status, keys: fieldsOf(res.json) }).toEqual({
        surplus,
        status: 400,
        keys: ["surplus"],
      });
    }
  });

  it("serves the settings, with defaults stored for the operator, and drops the surplus when it is off", async () => {
    const res = await callRoute(settingsRoute, "/api/orders/standoff/settings/");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      need_refund: false,
      is_surplus_enabled: true,
      skin_name: expect.any(String),
      skin_picture: "/images/products/standoff-skin.svg",
      market_fee: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    await t.db
      .update(settings)
      .set({ value: { ...res.json, isSurplusEnabled: false } })
      .where(eq(settings.key, "orders.standoff"));
    expect((await callRoute(settingsRoute, "/api/orders/standoff/settings/")).json.is_surplus_enabled).toBe(
      false,
    );
    const order = await create(newBrowser(), { game_account_id: "1", surplus: "0.15" });
    expect(order.json.surplus).toBeNull();
    await t.db.delete(settings).where(eq(settings.key, "orders.standoff"));
  });

  it("accepts a PNG avatar and serves it back with its type and safe headers", async () => {
    const browser = newBrowser();
    const { json: order } = await create(browser, { game_account_id: "1" });
    const res = await upload(browser, order.id, { game_avatar: file(PNG, "me.png", "image/png") });
    expect(res.status).toBe(200);
    expect(res.json.game_avatar).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f]{32}\.png\/$/);
    const name = res.json.game_avatar.split("/")[4];
    const served = await callRoute(avatarFileRoute, res.json.game_avatar, { params: { name } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
    const raw = await avatarFileRoute.GET(new NextRequest(`http://localhost${res.json.game_avatar}`), {
      params: Promise.resolve({ name }),
    });
    expect(Buffer.from(await raw.arrayBuffer())).toEqual(PNG);
    const missing = await callRoute(avatarFileRoute, "/api/uploads/avatars/x/", {
      params: { name: "../../etc/passwd" },
    });
    expect(missing.status).toBe(404);
  });

  it("decides the type by content: a JPEG named .png is a JPEG, a text file named .png is refused", async () => {
    const browser = newBrowser();
    const { json: order } = await create(browser, { game_account_id: "1" });
    const jpeg = await upload(browser, order.id, { game_avatar: file(JPEG, "photo.png", "image/png") });
    expect(jpeg.status).toBe(200);
    expect(jpeg.json.game_avatar).toMatch(/\.jpg\/$/);
    const text = await upload(browser, order.id, {
      game_avatar: file(Buffer.from("<svg onload=alert(1)>"), "avatar.png", "image/png"),
    });
    expect(text.status).toBe(400);
    expect(text.json).toEqual({ game_avatar: [expect.stringMatching(/PNG, JPEG или WebP/)] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.gameAvatar).toBe(jpeg.json.game_avatar);
  });

  it("refuses a 3 MB picture, an empty request and a JSON body", async () => {
    const browser = newBrowser();
    const { json: order } = await create(browser, { game_account_id: "1" });
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PNG);
    const res = await upload(browser, order.id, { game_avatar: file(big, "big.png", "image/png") });
    expect(res.status).toBe(413);
    // Just over 2 MB fits in the request but not in the field's limit.
    const over = new Uint8Array(2 * 1024 * 1024 + 1);
    over.set(PNG);
    const tooBig = await upload(browser, order.id, { game_avatar: file(over, "big.png", "image/png") });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.game_avatar[0]).toMatch(/2 МБ/);
    const empty = await upload(browser, order.id, {});
    expect(empty.status).toBe(400);
    expect(empty.json.game_avatar).toHaveLength(1);
    const json = await request(browser, avatarRoute, `/api/orders/standoff/avatar/${order.id}/`, {
      method: "POST",
      body: { game_avatar: "x" },
      params: { id: String(order.id) },
    });
    expect(json.status).toBe(415);
  });

  it("refuses an upload to someone else's order before reading it", async () => {
    const { json: order } = await create(newBrowser(), { game_account_id: "1" });
    const res = await upload(newBrowser(), order.id, { game_avatar: file(PNG, "me.png", "image/png") });
    expect(res.status).toBe(404);
  });

  it("reuses the avatar of an earlier order of the same shopper, and only theirs", async () => {
    const { browser } = await signedInShopper(t.db);
    const { json: first } = await create(browser, { game_account_id: "1" });
    const uploaded = await upload(browser, first.id, { game_avatar: file(PNG, "me.png", "image/png") });
    const { json: second } = await create(browser, { game_account_id: "1" });
    const res = await upload(browser, second.id, { history_order_id: String(first.id) });
    expect(res.status).toBe(200);
    expect(res.json.game_avatar).toBe(uploaded.json.game_avatar);

    const stranger = await signedInShopper(t.db);
    const { json: theirs } = await create(stranger.browser, { game_account_id: "2" });
    const stolen = await upload(stranger.browser, theirs.id, { history_order_id: String(first.id) });
    expect(stolen.status).toBe(400);
    expect(stolen.json).toEqual({ history_order_id: [expect.any(String)] });
  });

  it("updates the lines and the delivery details", async () => {
    const browser = newBrowser();
    const { json: order } = await create(browser, { game_account_id: "1" });
    const updated = await request(browser, updateRoute, `/api/orders/standoff/${order.id}/update/`, {
      method: "POST",
      body: { products: [{ id: order.order_products[0].id, quantity: 20 }] },
      params: { id: String(order.id) },
    });
    expect(updated.json.total).toBe("1980.00");
    const details = await request(
      browser,
      deliveryRoute,
      `/api/orders/standoff/${order.id}/delivery_details/update/`,
      {
        method: "POST",
        body: { game_account_id: "777" },
        params: { id: String(order.id) },
      },
    );
    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({ game_account_id: "777", email: "so@example.com" });
  });

  it("gives a signed-in shopper the data of their last Standoff order; guests get 401", async () => {
    const guest = await request(newBrowser(), lastOrderRoute, "/api/orders/standoff/last_order_data/");
    expect(guest.status).toBe(401);
    const { browser } = await signedInShopper(t.db);
    const none = await request(browser, lastOrderRoute, "/api/orders/standoff/last_order_data/");
    expect(none.json).toEqual({ id: null, game_account_id: null, game_avatar: null, email: null });
    await create(browser, { game_account_id: "111" });
    const { json: last } = await create(browser, { game_account_id: "222", email: "me@example.com" });
    await upload(browser, last.id, { game_avatar: file(PNG, "me.png", "image/png") });
    const res = await request(browser, lastOrderRoute, "/api/orders/standoff/last_order_data/");
    expect(res.json).toEqual({
      id: last.id,
      game_account_id: "222",
      game_avatar: expect.stringMatching(/^\/api\/uploads\/avatars\//),
      email: "me@example.com",
    });
  });
});
