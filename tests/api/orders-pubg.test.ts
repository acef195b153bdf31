// PUBG orders: creation priced by the server, every bad input refused with field errors, updates of the lines
// and the e-mail, the access rule for calls by id, and updates refused once the payment started.
import { eq } from "drizzle-orm";
import * as createRoute from "@/app/api/orders/pubg/route";
import * as updateRoute from "@/app/api/orders/pubg/[id]/update/route";
import * as deliveryRoute from "@/app/api/orders/pubg/[id]/delivery_details/update/route";
import * as standoffUpdateRoute from "@/app/api/orders/standoff/[id]/update/route";
import { orderLines, orders } from "@/lib/server/db/schema";
import { transitionOrder } from "@/lib/server/orders/status-machine";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, signedInShopper, checkoutSuite, type Browser } from "./orders-test-kit";
import { fieldsOf } from "../helpers/fields-of";

describe.each(testEngines)("PUBG orders on %s", (engine) => {
  const t = checkoutSuite(engine);

  const create = (browser: Browser, body: unknown) =>
    request(browser, createRoute, "/api/orders/pubg/", { method: "POST", body });
  const update = (browser: Browser, id: number | string, body: unknown) =>
    request(browser, updateRoute, `/api/orders/pubg/${id}/update/`, {
      method: "POST",
      body,
      params: { id: String(id) },
    });
  const delivery = (browser: Browser, id: number | string, body: unknown) =>
    request(browser, deliveryRoute, `/api/orders/pubg/${id}/delivery_details/update/`, {
      method: "POST",
      body,
      params: { id: String(id) },
    });
  /** A new guest's order of these [product id, quantity] lines. */
  const guestCreate = (...lines: [number, unknown][]) =>
    create(newBrowser(), {
      products: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
      email: "guest@example.com",
    });
  const guestOrder = async (browser = newBrowser()) => {
    const res = await create(browser, {
      products: [{ product_id: t.c.uc60.id, quantity: 2 }],
      email: "guest@example.com",
    });
    expect(res.status).toBe(201);
    return { browser, order: res.json };
  };

  it("creates a guest order priced from the catalogue, ignoring any price or total in the body", async () => {
    const browser = newBrowser();
    const res = await create(browser, {
      products: [
        { product_id: t.c.uc60.id, quantity: 2, price: "0.01" },
        { product_id: String(t.c.uc660.id), quantity: "1", price: "0.01" },
      ],
      email: "Guest@Example.com",
      total: "0.01",
      total_with_promocode: "0.01",
    });
    expect(res.status).toBe(201);
    // 2 × 89.00 + 1 × 809.00 (the discount price)
    expect(res.json).toMatchObject({
      resourcetype: "PUBGOrder",
      status: "created",
      total: "987.00",
      total_without_promocode: "987.00",
      total_with_promocode: "987.00",
      total_to_pay: "987.00",
      email: "guest@example.com",
      promo_code: null,
      game: { id: t.c.pubg.id, resourcetype: "PUBGGame", title: "PUBG Mobile", is_active: true },
    });
    expect(res.json.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(res.json.order_products).toEqual([
      expect.objectContaining({
        quantity: 2,
        price: "89.00",
        product: expect.objectContaining({ id: t.c.uc60.id }),
      }),
      expect.objectContaining({
        quantity: 1,
        price: "809.00",
        product: expect.objectContaining({ id: t.c.uc660.id }),
      }),
    ]);
    expect(res.json.products).toEqual(
      res.json.order_products.map((l: any) => ({ id: l.id, quantity: l.quantity, product: l.product.id })),
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json.id));
    expect(row).toMatchObject({ userId: null, total: "987.00", kind: "pubg" });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(lines.map((l) => [l.quantity, l.price, l.amountUc])).toEqual([
      [2, "89.00", 120],
      [1, "809.00", 660],
    ]);
    // The browser that created it got the HttpOnly access cookie.
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("order_access="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\//);
    expect(browser.cookie).toBeDefined();
  });

  it("gives every order its own random hash", async () => {
    const a = await guestOrder();
    const b = await guestOrder();
    expect(a.order.hash).not.toBe(b.order.hash);
    expect(a.order.id).not.toBe(b.order.id);
  });

  it("gives a signed-in shopper's order their user id and, without an e-mail, their address", async () => {
    const { account, browser } = await signedInShopper(t.db);
    const res = await create(browser, { products: [{ product_id: t.c.uc60.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(res.json.email).toBe(account.email);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json.id));
    expect(row.userId).toBe(account.id);
  });

  it.each([
    ["a negative quantity", -1, "больше либо равно 1"],
    ["a zero quantity", 0, "больше либо равно 1"],
    ["a quantity of 10^9", 1_000_000_000, "меньше либо равно"],
    ["a fractional quantity", 1.5, "число"],
    ["a quantity that is not a number", "много", "число"],
  ])("refuses %s with an error on the line's quantity", async (_, quantity, message) => {
    const res = await guestCreate([t.c.uc60.id, 1], [t.c.uc660.id, quantity]);
    expect(res.status).toBe(400);
    expect(res.json.products).toEqual([{}, { quantity: [expect.stringContaining(message)] }]);
  });

  it("refuses quantities outside the product's own min and max", async () => {
    for (const quantity of [1, 5, 11]) {
      const product = quantity === 11 ? t.c.uc60 : t.c.ucPair;
      const res = await guestCreate([product.id, quantity]);
      expect(res.status).toBe(400);
      expect(res.json.products[0].quantity[0]).toMatch(/от \d+ до \d+/);
    }
    const ok = await guestCreate([t.c.ucPair.id, 3]);
    expect(ok.status).toBe(201);
    expect(ok.json.total).toBe("30.15");
  });

  it.each([
    ["an inactive product", () => t.c.ucOff.id, /недоступен/],
    ["an unknown product", () => 999_999, /не существует/],
    ["a product of an inactive game", () => t.c.closedUc.id, /недоступна/],
    ["a product of another kind of game", () => t.c.gold.id, /нельзя купить/],
  ])("refuses %s on its line", async (_, productId, message) => {
    const res = await guestCreate([productId(), 1]);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ products: [{ product_id: [expect.stringMatching(message)] }] });
  });

  it("refuses products of two games, duplicates and an empty list", async () => {
    const mixed = await guestCreate([t.c.uc60.id, 1], [t.c.lite.id, 1]);
    expect(mixed.status).toBe(400);
    expect(mixed.json.products).toEqual([{}, { product_id: [expect.stringMatching(/одной игры/)] }]);
    const twice = await guestCreate([t.c.uc60.id, 1], [t.c.uc60.id, 2]);
    expect(twice.status).toBe(400);
    expect(twice.json.products).toEqual([{}, { product_id: [expect.any(String)] }]);
    const empty = await guestCreate();
    expect(empty.status).toBe(400);
    expect(empty.json.products).toEqual([expect.any(String)]);
    const missing = await create(newBrowser(), { email: "guest@example.com" });
    expect(missing.json.products).toEqual(["Обязательное поле."]);
  });

  it("asks a guest for an e-mail, checks its form, and refuses garbage bodies", async () => {
    const noMail = await create(newBrowser(), { products: [{ product_id: t.c.uc60.id, quantity: 1 }] });
    expect(noMail.status).toBe(400);
    expect(noMail.json).toEqual({ email: [expect.any(String)] });
    const badMail = await create(newBrowser(), {
      products: [{ product_id: t.c.uc60.id, quantity: 1 }],
      email: "not-an-address",
    });
    expect(badMail.json.email).toHaveLength(1);
    const malformed = await request(newBrowser(), createRoute, "/api/orders/pubg/", {
      method: "POST",
      rawBody: '{"products": [',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe("parse_error");
    const wrongTypes = await create(newBrowser(), { products: "all of them", email: 5 });
    expect(wrongTypes.status).toBe(400);
    expect(fieldsOf(wrongTypes.json).sort()).toEqual(["email", "products"]);
    expect(await t.db.$count(orders, eq(orders.email, "not-an-address"))).toBe(0);
  });

  it("refuses guests on a game that requires sign-in, and lets a signed-in shopper buy there", async () => {
    const guest = await guestCreate([t.c.membersUc.id, 1]);
    expect(guest.status).toBe(401);
    expect(guest.json).toEqual({ detail: expect.stringMatching(/войдите/), code: "not_authenticated" });
    const { browser } = await signedInShopper(t.db);
    const member = await create(browser, { products: [{ product_id: t.c.membersUc.id, quantity: 1 }] });
    expect(member.status).toBe(201);
  });

  it("replaces the lines on update: kept lines keep their id, new products are added, others removed", async () => {
    const browser = newBrowser();
    const created = await create(browser, {
      products: [
        { product_id: t.c.uc60.id, quantity: 1 },
        { product_id: t.c.uc660.id, quantity: 1 },
      ],
      email: "guest@example.com",
    });
    const [first] = created.json.order_products;
    const res = await update(browser, created.json.id, {
      products: [
        { id: first.id, quantity: 3, price: "0.01" },
        { product_id: t.c.ucPair.id, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.order_products.map((l: any) => [l.product.id, l.quantity])).toEqual([
      [t.c.uc60.id, 3],
      [t.c.ucPair.id, 2],
    ]);
    expect(res.json.order_products[0].id).toBe(first.id);
    expect(res.json.total).toBe("287.10");
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, created.json.id));
    expect(lines).toHaveLength(2);
  });

  it("checks updated lines like new ones, and names lines of other orders as unknown", async () => {
    const { browser, order } = await guestOrder();
    const other = await guestOrder();
    // The form of every line is checked first...
    const malformed = await update(browser, order.id, {
      products: [
        { product_id: t.c.uc60.id, quantity: 1 },
        { product_id: t.c.uc660.id, quantity: 0 },
        { quantity: 1 },
      ],
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.products).toEqual([
      {},
      { quantity: [expect.any(String)] },
      { product_id: [expect.any(String)] },
    ]);
    // ...then each line against this order and the catalogue.
    const res = await update(browser, order.id, {
      products: [
        { id: other.order.order_products[0].id, quantity: 1 },
        { product_id: t.c.lite.id, quantity: 1 },
        { product_id: t.c.uc660.id, quantity: 6 },
        { product_id: t.c.uc60.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json.products).toEqual([
      { id: [expect.any(String)] },
      { product_id: [expect.stringMatching(/одной игры/)] },
      { quantity: [expect.stringMatching(/от 1 до 5/)] },
      {},
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.total).toBe("178.00");
  });

  it("changes the e-mail with delivery_details/update", async () => {
    const { browser, order } = await guestOrder();
    const res = await delivery(browser, order.id, { email: "new@example.com" });
    expect(res.status).toBe(200);
    expect(res.json.email).toBe("new@example.com");
    expect((await delivery(browser, order.id, { email: "nope" })).status).toBe(400);
    expect((await delivery(browser, order.id, {})).json).toEqual({ email: ["Обязательное поле."] });
  });

  it("answers 404 to calls by id without the owner's token or this browser's cookie", async () => {
    const { browser, order } = await guestOrder();
    const body = { products: [{ product_id: t.c.uc60.id, quantity: 1 }] };
    // Another browser, one with a cookie for its own orders only, and a forged cookie.
    expect((await update(newBrowser(), order.id, body)).status).toBe(404);
    const other = await guestOrder();
    expect((await update(other.browser, order.id, body)).status).toBe(404);
    const forged = { cookie: `order_access=${order.id}.${"A".repeat(43)}` };
    expect((await update(forged, order.id, body)).status).toBe(404);
    const tampered = { cookie: browser.cookie!.replace(/=(\d+)/, `=${order.id}-$1`) };
    expect((await update(tampered, other.order.id, body)).status).toBe(404);
    // A signed-in stranger is no owner either; unknown and malformed ids are 404 as well.
    const stranger = await signedInShopper(t.db);
    expect((await update(stranger.browser, order.id, body)).status).toBe(404);
    expect((await update(browser, 999_999, body)).status).toBe(404);
    expect((await update(browser, "abc", body)).status).toBe(404);
    expect((await delivery(newBrowser(), order.id, { email: "x@example.com" })).status).toBe(404);
    // Another kind's call on this id does not find it either.
    const standoff = await request(browser, standoffUpdateRoute, `/api/orders/standoff/${order.id}/update/`, {
      method: "POST",
      body,
      params: { id: String(order.id) },
    });
    expect(standoff.status).toBe(404);
    // Nothing changed; the creating browser still can.
    expect((await update(browser, order.id, body)).status).toBe(200);
  });

  it("lets the owner update from any browser with their token", async () => {
    const { browser } = await signedInShopper(t.db);
    const created = await create(browser, { products: [{ product_id: t.c.uc60.id, quantity: 1 }] });
    const elsewhere = newBrowser(browser.token);
    const res = await update(elsewhere, created.json.id, {
      products: [{ product_id: t.c.uc60.id, quantity: 4 }],
    });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe("356.00");
  });

  it("refuses updates once the order left the created status", async () => {
    const { browser, order } = await guestOrder();
    expect(await transitionOrder(t.db, order.id, "created", "waiting_for_payment")).toBe(true);
    const res = await update(browser, order.id, { products: [{ product_id: t.c.uc60.id, quantity: 5 }] });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ non_field_errors: [expect.any(String)] });
    expect((await delivery(browser, order.id, { email: "late@example.com" })).status).toBe(400);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ total: "178.00", email: "guest@example.com" });
  });

  it("keeps the last 20 orders in the access cookie", async () => {
    const browser = newBrowser();
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) ids.push((await guestOrder(browser)).order.id);
    expect(browser.cookie!.length).toBeLessThan(400);
    const body = { products: [{ product_id: t.c.uc60.id, quantity: 1 }] };
    expect((await update(browser, ids[0], body)).status).toBe(404);
    expect((await update(browser, ids[1], body)).status).toBe(200);
    expect((await update(browser, ids[20], body)).status).toBe(200);
  });
});
