// GET /api/orders/: the signed-in shopper's history, every order kind with its own fields, filters and paging.
import { z } from "zod";
import * as ordersRoute from "@/app/api/orders/route";
import * as schemaRoute from "@/app/api/docs/schema/route";
import { ensureDemoPassword, DEMO_PASSWORD } from "@/lib/server/auth/ensure-demo-password";
import { seedDatabase } from "@/lib/server/db/seed";
import { seedDemoOrders } from "@/lib/server/demo/seed-demo-orders";
import { DEMO_USER_EMAIL } from "@/lib/server/db/seed/users";
import type { Db } from "@/lib/server/db/client";
import { gameServers } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, signIn, startAuthTest, authSuite, type AuthTestEnv } from "./auth-test-kit";
import * as fixtures from "./fixtures/insert-fixtures";
import { fieldsOf } from "../helpers/fields-of";

// Set-up hashes four passwords and seeds a database: allow for a busy machine.
jest.setTimeout(30_000);

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

const list = (token: string | undefined, qs = "") => call(ordersRoute, `/api/orders/${qs}`, { token });

/** One shopper with an order of every kind, each with its own fields filled in. */
async function insertHistory(db: Db, userId: number, email: string) {
  const pubg = await fixtures.insertGame(db, {
    kind: "pubg",
    title: "PUBG Mobile",
    logo: "/images/games/pubg.svg",
  });
  const standoff = await fixtures.insertGame(db, { kind: "standoff", title: "Standoff 2", logo: "/so2.svg" });
  const steam = await fixtures.insertGame(db, { kind: "steam", title: "Steam", logo: "/steam.svg" });
  const genshin = await fixtures.insertGame(db, {
    kind: "supply",
    title: "Genshin",
    logo: "/g.svg",
    isActive: false,
  });
  const [server] = await db.insert(gameServers).values({ gameId: genshin.id, name: "Europe" }).returning();
  const uc60 = await fixtures.insertProduct(db, pubg.id, { title: "60 UC", price: "89.00", amountUc: 60 });
  const uc325 = await fixtures.insertProduct(db, pubg.id, {
    title: "325 UC",
    price: "449.00",
    amountUc: 325,
  });
  const gold = await fixtures.insertProduct(db, standoff.id, {
    title: "300 голды",
    price: "279.00",
    gold: 300,
  });
  const wallet = await fixtures.insertProduct(db, steam.id, { title: "Пополнение Steam", price: "1.00" });
  const crystals = await fixtures.insertProduct(db, genshin.id, { title: "60 кристаллов", price: "79.00" });
  const gift = await fixtures.insertGift(db, { title: "Hades II", logo: "/hades.svg" });
  const mine = { userId, email };

  const pubgOrder = await fixtures.insertOrder(db, {
    ...mine,
    kind: "pubg",
    status: "done",
    gameId: pubg.id,
    total: "1076.10",
    totalToPay: "1076.10",
    created: hoursAgo(1),
  });
  await fixtures.insertOrderLine(db, pubgOrder.id, uc60.id, {
    quantity: 2,
    price: "89.00",
    status: "completed",
    amountUc: 120,
    code: "AAAA-BBBB-CCCC-DDDD",
  });
  await fixtures.insertOrderLine(db, pubgOrder.id, uc325.id, {
    quantity: 1,
    price: "449.00",
    status: "completed",
    amountUc: 325,
    code: "EEEE-FFFF-GGGG-HHHH",
  });
  const standoffOrder = await fixtures.insertOrder(db, {
    ...mine,
    kind: "standoff",
    status: "waiting_for_payment",
    gameId: standoff.id,
    total: "279.00",
    totalToPay: "279.00",
    gameAccountId: "48811230",
    gameAvatar: "/images/avatars/standoff-1.svg",
    created: hoursAgo(2),
  });
  await fixtures.insertOrderLine(db, standoffOrder.id, gold.id, { price: "279.00", status: "processing" });
  const steamOrder = await fixtures.insertOrder(db, {
    ...mine,
    kind: "steam",
    status: "paid",
    gameId: steam.id,
    total: "540.00",
    totalToPay: "540.00",
    steamAccountId: "demo_gamer",
    steamAmount: "500.00",
    created: hoursAgo(30),
  });
  await fixtures.insertOrderLine(db, steamOrder.id, wallet.id, { quantity: 500, price: "1.08" });
  const supplyOrder = await fixtures.insertOrder(db, {
    ...mine,
    kind: "supply",
    status: "failed",
    gameId: genshin.id,
    total: "79.00",
    totalToPay: "79.00",
    supplyUserId: "700123456",
    supplyServer: server.id,
    supplyServerCustomId: "2041",
    rejectReason: "Игрок не найден",
    created: hoursAgo(50),
  });
  await fixtures.insertOrderLine(db, supplyOrder.id, crystals.id, {
    price: "79.00",
    status: "incorrect-details",
  });
  const rokkyOrder = await fixtures.insertOrder(db, {
    ...mine,
    kind: "rokky",
    status: "done",
    giftId: gift.id,
    total: "1299.00",
    totalToPay: "1299.00",
    giftCode: "7KQ2M-XR9PT-4HDWA",
    created: hoursAgo(70),
  });
  const createdOrder = await fixtures.insertOrder(db, {
    ...mine,
    kind: "pubg",
    status: "created",
    gameId: pubg.id,
    total: "89.00",
    totalToPay: "89.00",
    created: hoursAgo(90),
  });
  await fixtures.insertOrderLine(db, createdOrder.id, uc60.id, { price: "89.00" });
  return { pubgOrder, standoffOrder, steamOrder, supplyOrder, rokkyOrder, createdOrder, server, gift, pubg };
}

describe.each(testEngines)("order history API on %s", (engine) => {
  let t: AuthTestEnv;
  let token: string;
  let otherToken: string;
  let orders: Awaited<ReturnType<typeof insertHistory>>;

  beforeAll(async () => {
    t = await startAuthTest(engine);
    const me = await insertAccount(t.db);
    const other = await insertAccount(t.db);
    orders = await insertHistory(t.db, me.id, me.email);
    // Someone else's order and a guest order with the same e-mail must never show up.
    await fixtures.insertOrder(t.db, {
      userId: other.id,
      email: other.email,
      status: "done",
      created: hoursAgo(1),
    });
    await fixtures.insertOrder(t.db, { email: me.email, status: "done", created: hoursAgo(1) });
    token = (await signIn(me.email, me.password)).access;
    otherToken = (await signIn(other.email, other.password)).access;
  });
  afterAll(() => t.close());

  it("answers 401 not_authenticated to a guest and token_not_valid to a bad token", async () => {
    const guest = await list(undefined);
    expect(guest.status).toBe(401);
    expect(guest.json).toEqual({ detail: expect.any(String), code: "not_authenticated" });
    const bad = await list("not-a-token");
    expect(bad.status).toBe(401);
    expect(bad.json.code).toBe("token_not_valid");
  });

  it("lists only the caller's orders, newest first, in the DRF page shape", async () => {
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ count: 6, next: null, previous: null });
    expect(res.json.results.map((o: { id: number }) => o.id)).toEqual([
      orders.pubgOrder.id,
      orders.standoffOrder.id,
      orders.steamOrder.id,
      orders.supplyOrder.id,
      orders.rokkyOrder.id,
      orders.createdOrder.id,
    ]);
    const theirs = await list(otherToken);
    expect(theirs.json.count).toBe(1);
    expect(theirs.json.results[0].id).not.toBe(orders.pubgOrder.id);
  });

  it("gives every kind its own fields", async () => {
    const { results } = (await list(token)).json;
    const byId = new Map(results.map((o: { id: number }) => [o.id, o]));
    const common = (o: { id: number; hash: string }) => ({ id: o.id, hash: o.hash });

    expect(byId.get(orders.pubgOrder.id)).toEqual({
      ...common(orders.pubgOrder),
      resourcetype: "PUBGOrder",
      status: "done",
      created: orders.pubgOrder.created.toISOString(),
      total: "1076.10",
      total_to_pay: "1076.10",
      // Inserted without a payment: the projection finds nothing paid and the whole total to pay.
      money: expect.objectContaining({ total: "1076.10", is_paid: false, paid: "0.00", to_pay: "1076.10" }),
      reject_reason: null,
      is_payment_active: false,
      email: orders.pubgOrder.email,
      game: { id: orders.pubg.id, title: "PUBG Mobile", logo: "/images/games/pubg.svg", is_active: true },
      order_products: [
        {
          id: expect.any(Number),
          quantity: 2,
          price: "89.00",
          status: "completed",
          product: {
            resourcetype: "PUBGProduct",
            id: expect.any(Number),
            title: "60 UC",
            picture: "/images/p.png",
            price: "89.00",
            amount_uc: 60,
          },
          codes: [{ code: "AAAA-BBBB-CCCC-DDDD", amount_uc: 120 }],
        },
        expect.objectContaining({ codes: [{ code: "EEEE-FFFF-GGGG-HHHH", amount_uc: 325 }] }),
      ],
      codes: [
        { code: "AAAA-BBBB-CCCC-DDDD", amount_uc: 120 },
        { code: "EEEE-FFFF-GGGG-HHHH", amount_uc: 325 },
      ],
    });
    expect(byId.get(orders.standoffOrder.id)).toMatchObject({
      resourcetype: "StandoffOrder",
      status: "waiting_for_payment",
      is_payment_active: true,
      game_account_id: "48811230",
      game_avatar: "/images/avatars/standoff-1.svg",
      order_products: [
        { status: "processing", product: { resourcetype: "StandoffProduct", title: "300 голды", gold: 300 } },
      ],
    });
    expect(byId.get(orders.steamOrder.id)).toMatchObject({
      resourcetype: "SteamOrder",
      status: "paid",
      is_payment_active: false,
      steam_account_id: "demo_gamer",
      amount: "500.00",
      order_products: [{ quantity: 500, price: "1.08", product: { resourcetype: "SteamProduct" } }],
    });
    expect(byId.get(orders.supplyOrder.id)).toMatchObject({
      resourcetype: "MooGoldOrder",
      status: "failed",
      reject_reason: "Игрок не найден",
      moogold_user_id: "700123456",
      moogold_server: orders.server.id,
      moogold_server_name: "Europe",
      moogold_server_custom_id: "2041",
      game: { title: "Genshin", is_active: false },
      order_products: [{ status: "incorrect-details" }],
    });
    expect(byId.get(orders.rokkyOrder.id)).toMatchObject({
      resourcetype: "RokkyOrder",
      code: "7KQ2M-XR9PT-4HDWA",
      gift: { id: orders.gift.id, title: "Hades II", logo: "/hades.svg" },
      game: null,
      order_products: [],
    });
    expect(byId.get(orders.createdOrder.id)).toMatchObject({
      resourcetype: "PUBGOrder",
      status: "created",
      is_payment_active: true,
      codes: [],
      order_products: [{ codes: [] }],
    });
    // Kind-specific fields stay on their kind.
    expect(byId.get(orders.rokkyOrder.id)).not.toHaveProperty("steam_account_id");
    expect(byId.get(orders.steamOrder.id)).not.toHaveProperty("codes");
    expect(
      (byId.get(orders.standoffOrder.id) as { order_products: object[] }).order_products[0],
    ).not.toHaveProperty("codes");
  });

  it("filters by one status, a comma list or repeated parameters", async () => {
    const failed = await list(token, "?status=failed");
    expect(failed.status).toBe(200);
    expect(failed.json.results.map((o: { id: number }) => o.id)).toEqual([orders.supplyOrder.id]);
    const pending = await list(token, "?status=created,waiting_for_payment");
    expect(pending.json.count).toBe(2);
    expect(pending.json.results.every((o: { is_payment_active: boolean }) => o.is_payment_active)).toBe(true);
    const repeated = await list(token, "?status=done&status=paid");
    expect(repeated.json.results.map((o: { status: string }) => o.status).sort()).toEqual([
      "done",
      "done",
      "paid",
    ]);
    const none = await list(token, "?status=sending");
    expect(none.json).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await list(token, "?status=")).json.count).toBe(6);
  });

  it("keeps only orders created after created_after (the last-24-hours view)", async () => {
    const since = encodeURIComponent(hoursAgo(24).toISOString());
    const recent = await list(token, `?created_after=${since}`);
    expect(recent.status).toBe(200);
    expect(recent.json.results.map((o: { id: number }) => o.id)).toEqual([
      orders.pubgOrder.id,
      orders.standoffOrder.id,
    ]);
    const withOffset = await list(token, `?created_after=${encodeURIComponent("2000-01-01T03:00:00+03:00")}`);
    expect(withOffset.json.count).toBe(6);
    const combined = await list(token, `?created_after=${since}&status=done`);
    expect(combined.json.results.map((o: { id: number }) => o.id)).toEqual([orders.pubgOrder.id]);
  });

  it("refuses a bad status, a bad date and out-of-range paging with 400 field errors", async () => {
    const status = await list(token, "?status=done,lost");
    expect(status.status).toBe(400);
    expect(status.json).toEqual({ status: [expect.stringContaining("lost")] });
    const date = await list(token, "?created_after=yesterday");
    expect(date.status).toBe(400);
    expect(fieldsOf(date.json)).toEqual(["created_after"]);
    for (const qs of ["?page_size=0", "?page_size=101", "?page=0", "?page=abc", "?page_size=1.5"]) {
      const res = await list(token, qs);
      expect({ qs, status: res.status }).toEqual({ qs, status: 400 });
    }
    expect((await list(token, "?page_size=100")).status).toBe(200);
  });

  it("pages by page and page_size with absolute links that keep the filters", async () => {
    const first = await list(token, "?page_size=4&status=done,paid,failed,created,waiting_for_payment");
    expect(first.json.count).toBe(6);
    expect(first.json.results).toHaveLength(4);
    expect(first.json.previous).toBeNull();
    const next = new URL(first.json.next);
    expect(next.origin).toBe("http://localhost:3000");
    expect(next.pathname).toBe("/api/orders/");
    expect(Object.fromEntries(next.searchParams)).toEqual({
      page: "2",
      page_size: "4",
      status: "done,paid,failed,created,waiting_for_payment",
    });
    const second = await list(token, `${next.search}`);
    expect(second.json.results).toHaveLength(2);
    expect(second.json.next).toBeNull();
    expect(new URL(second.json.previous).searchParams.has("page")).toBe(false);
    const ids = [...first.json.results, ...second.json.results].map((o: { id: number }) => o.id);
    expect(new Set(ids).size).toBe(6);

    const past = await list(token, "?page_size=4&page=3");
    expect(past.status).toBe(404);
    expect(past.json).toEqual({ detail: "Неверная страница.", code: "not_found" });
    // An empty history still has its first page.
    const empty = await list(token, "?status=sending&page=1");
    expect(empty.status).toBe(200);
  });

  it("answers other methods with 405", async () => {
    const res = await call(ordersRoute, "/api/orders/", { method: "POST", body: {}, token });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
  });

  it("answers within the schema the OpenAPI document publishes, which notices a changed shape", async () => {
    const doc = (await callRoute(schemaRoute, "/api/docs/schema/")).json;
    const op = doc.paths["/api/orders/"].get;
    expect(op.operationId).toBe("listOrders");
    expect(op.security).toEqual([{ jwtAuth: [] }]);
    expect(op.responses["401"]).toBeDefined();
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "created_after",
      "page",
      "page_size",
      "status",
    ]);
    const validator = z.fromJSONSchema(op.responses["200"].content["application/json"].schema);
    const res = await list(token);
    const check = validator.safeParse(res.json);
    expect(check.success ? [] : check.error.issues.slice(0, 3)).toEqual([]);
    const [first, ...rest] = res.json.results;
    expect(
      validator.safeParse({ ...res.json, results: [{ ...first, unexpected: 1 }, ...rest] }).success,
    ).toBe(false);
    expect(
      validator.safeParse({ ...res.json, results: [{ ...first, resourcetype: "GiftOrder" }, ...rest] })
        .success,
    ).toBe(false);
  });
});

describe.each(testEngines)("order history of the seeded demo shopper on %s", (engine) => {
  const t = authSuite(engine);
  let token: string;
  beforeAll(async () => {
    await seedDatabase(t.db);
    await seedDemoOrders();
    await ensureDemoPassword(t.db);
    token = (await signIn(DEMO_USER_EMAIL, DEMO_PASSWORD)).access;
  });

  it("fills two pages of 50 with every kind and its fields", async () => {
    const first = await list(token);
    expect(first.status).toBe(200);
    expect(first.json.count).toBeGreaterThan(50);
    expect(first.json.results).toHaveLength(50);
    const second = await list(token, "?page=2");
    expect(second.json.results).toHaveLength(first.json.count - 50);
    expect(second.json.next).toBeNull();
    const all = [...first.json.results, ...second.json.results];
    const times = all.map((o) => Date.parse(o.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(
      all.some(
        (o) => o.resourcetype === "PUBGOrder" && o.codes.some((c: { amount_uc: number }) => c.amount_uc > 0),
      ),
    ).toBe(true);
    expect(all.some((o) => o.resourcetype === "StandoffOrder" && o.game_account_id && o.game_avatar)).toBe(
      true,
    );
    expect(all.some((o) => o.resourcetype === "SteamOrder" && o.steam_account_id && o.amount)).toBe(true);
    expect(all.some((o) => o.resourcetype === "MooGoldOrder" && o.moogold_server_name)).toBe(true);
    expect(all.some((o) => o.resourcetype === "MooGoldOrder" && o.moogold_server_custom_id)).toBe(true);
    expect(all.some((o) => o.resourcetype === "RokkyOrder" && o.code && o.gift?.title)).toBe(true);
    expect(all.some((o) => o.status === "failed" && o.reject_reason)).toBe(true);
  });

  it("has orders in the last 24 hours, one still waiting for payment", async () => {
    const since = encodeURIComponent(hoursAgo(24).toISOString());
    const res = await list(token, `?created_after=${since}`);
    expect(res.json.count).toBeGreaterThanOrEqual(3);
    expect(res.json.results.some((o: { is_payment_active: boolean }) => o.is_payment_active)).toBe(true);
  });
});
