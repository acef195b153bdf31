// The console's dashboard on a known set of orders: sales per Moscow day and per game (paid orders, money as
// strings), orders by status, the failed and the stuck deliveries, delivery times per kind, low stock against each
// product's own threshold (edited through the product PATCH); `days` bounds (DRF-style 400) and an empty store.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { STUCK_DELIVERY_MINUTES } from "@/lib/schemas/admin/dashboard";
import type { Db } from "@/lib/server/db/client";
import { orderEvents, pubgCodes } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import * as fixtures from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";

const { getAdminDashboard, updateAdminProduct } = adminEndpoints;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const moscowDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(at);

type Timeline = { paidAgo?: number; doneAfterSeconds?: number; isFailed?: boolean };

/** An order paid `paidAgo` ms before now (created a minute before), with its timeline's events. */
async function placeOrder(db: Db, order: Parameters<typeof fixtures.insertOrder>[1], timeline: Timeline) {
  const now = Date.now();
  const paidAt = new Date(now - (timeline.paidAgo ?? 0));
  const row = await fixtures.insertOrder(db, { created: new Date(paidAt.getTime() - MINUTE), ...order });
  const events: (typeof orderEvents.$inferInsert)[] = [
    { orderId: row.id, status: "waiting_for_payment", created: row.created },
  ];
  if (timeline.paidAgo !== undefined) {
    events.push({ orderId: row.id, status: "paid", created: paidAt });
    if (timeline.doneAfterSeconds !== undefined) {
      const doneAt = new Date(paidAt.getTime() + timeline.doneAfterSeconds * 1000);
      events.push({ orderId: row.id, status: "sent", created: doneAt });
      events.push({ orderId: row.id, status: "done", created: doneAt });
    }
    if (timeline.isFailed)
      events.push({ orderId: row.id, status: "failed", created: new Date(now - MINUTE) });
  }
  await db.insert(orderEvents).values(events);
  return row;
}

describe.each(testEngines)("console dashboard on %s", (engine) => {
  let t: AdminTestEnv;
  const ids: Record<string, number> = {};
  let uc325: number;
  const dashboard = (query = "", token = t.tokens.support) => callAdmin(getAdminDashboard, { token, query });

  beforeAll(async () => {
    t = await startAdminTest(engine);
    const pubg = await fixtures.insertGame(t.db, { kind: "pubg", title: "PUBG Mobile" });
    const steam = await fixtures.insertGame(t.db, { kind: "steam", title: "Steam" });
    const gift = await fixtures.insertGift(t.db, { title: "Ключ Elden Ring" });
    const uc60 = await fixtures.insertProduct(t.db, pubg.id, { title: "60 UC", amountUc: 60 });
    uc325 = (
      await fixtures.insertProduct(t.db, pubg.id, { title: "325 UC", amountUc: 325, lowStockThreshold: 3 })
    ).id;
    await fixtures.insertProduct(t.db, pubg.id, { title: "660 UC", amountUc: 660, isActive: false });
    await t.db
      .insert(pubgCodes)
      .values([
        ...Array.from({ length: 5 }, (_, i) => ({ productId: uc60.id, code: `D60-${i}` })),
        ...Array.from({ length: 5 }, (_, i) => ({ productId: uc325, code: `D325-${i}` })),
      ]);
    const onPubg = { kind: "pubg" as const, gameId: pubg.id };
    ids.done1 = (
      await placeOrder(
        t.db,
        { ...onPubg, status: "done", total: "300.00" },
        { paidAgo: 3 * DAY, doneAfterSeconds: 60 },
      )
    ).id;
    ids.done2 = (
      await placeOrder(
        t.db,
        { ...onPubg, status: "done", total: "150.50" },
        { paidAgo: DAY, doneAfterSeconds: 120 },
      )
    ).id;
    ids.steam = (
      await placeOrder(
        t.db,
        { kind: "steam", gameId: steam.id, status: "done", total: "1000.00" },
        { paidAgo: 2 * DAY, doneAfterSeconds: 30 },
      )
    ).id;
    ids.gift = (
      await placeOrder(
        t.db,
        { kind: "rokky", giftId: gift.id, status: "done", total: "700.00" },
        { paidAgo: DAY, doneAfterSeconds: 10 },
      )
    ).id;
    ids.failed = (
      await placeOrder(
        t.db,
        { ...onPubg, status: "failed", total: "99.99", rejectReason: "Деньги возвращены на баланс." },
        { paidAgo: 2 * 60 * MINUTE, isFailed: true },
      )
    ).id;
    ids.stuck = (
      await placeOrder(t.db, { ...onPubg, status: "sending", total: "50.00" }, { paidAgo: 30 * MINUTE })
    ).id;
    await fixtures.insertOrderLine(t.db, ids.stuck, uc60.id, { status: "sending", deliveryError: "timeout" });
    ids.fresh = (
      await placeOrder(t.db, { ...onPubg, status: "paid", total: "20.00" }, { paidAgo: 5 * MINUTE })
    ).id;
    ids.unpaid = (
      await placeOrder(t.db, { ...onPubg, status: "waiting_for_payment", total: "10.00" }, {})
    ).id;
    ids.old = (
      await placeOrder(
        t.db,
        { ...onPubg, status: "done", total: "5000.00" },
        { paidAgo: 40 * DAY, doneAfterSeconds: 5 },
      )
    ).id;
  });
  afterAll(() => t.close());

  it("sums the paid orders of the last 30 days per day and per game, money as strings", async () => {
    const res = await dashboard();
    expect(res.status).toBe(200);
    expect(res.json.days).toBe(30);
    expect(res.json.sales).toEqual({ orders: 7, total: "2320.49" });
    const perDay: { day: string; orders: number; total: string }[] = res.json.sales_per_day;
    expect(perDay).toHaveLength(30);
    expect(perDay.at(-1)?.day).toBe(moscowDay(new Date()));
    expect(perDay.reduce((n, d) => n + d.orders, 0)).toBe(7);
    const dayOf = (ago: number) => perDay.find((d) => d.day === moscowDay(new Date(Date.now() - ago)));
    expect(dayOf(3 * DAY)).toEqual({
      day: moscowDay(new Date(Date.now() - 3 * DAY)),
      orders: 1,
      total: "300.00",
    });
    expect(dayOf(10 * DAY)).toMatchObject({ orders: 0, total: "0.00" });
    expect(res.json.sales_per_game).toEqual([
      { game_id: expect.any(Number), gift_id: null, title: "Steam", orders: 1, total: "1000.00" },
      { game_id: null, gift_id: expect.any(Number), title: "Ключ Elden Ring", orders: 1, total: "700.00" },
      { game_id: expect.any(Number), gift_id: null, title: "PUBG Mobile", orders: 5, total: "620.49" },
    ]);
  });

  it("counts the period's orders per status, every status listed", async () => {
    const res = await dashboard();
    expect(res.json.orders_by_status).toEqual([
      { status: "created", count: 0 },
      { status: "waiting_for_payment", count: 1 },
      { status: "paid", count: 1 },
      { status: "sending", count: 1 },
      { status: "sent", count: 0 },
      { status: "done", count: 4 },
      { status: "failed", count: 1 },
    ]);
  });

  it("lists the failed and the stuck deliveries with their reasons", async () => {
    const res = await dashboard();
    expect(res.json.failed_deliveries).toEqual({
      count: 1,
      orders: [
        expect.objectContaining({
          id: ids.failed,
          kind: "pubg",
          status: "failed",
          title: "PUBG Mobile",
          total: "99.99",
          reason: "Деньги возвращены на баланс.",
        }),
      ],
    });
    // Paid 30 minutes ago and still being sent: stuck; paid 5 minutes ago: not yet.
    expect(res.json.stuck_deliveries).toEqual({
      count: 1,
      minutes: STUCK_DELIVERY_MINUTES,
      orders: [
        expect.objectContaining({ id: ids.stuck, status: "sending", total: "50.00", reason: "timeout" }),
      ],
    });
  });

  it("gives the median and 95th percentile of payment to delivery per kind", async () => {
    const res = await dashboard();
    expect(res.json.delivery_time).toEqual([
      { kind: "pubg", orders: 2, p50_seconds: 90, p95_seconds: 117 },
      { kind: "steam", orders: 1, p50_seconds: 30, p95_seconds: 30 },
      { kind: "rokky", orders: 1, p50_seconds: 10, p95_seconds: 10 },
    ]);
  });

  it("widens to 90 days when asked", async () => {
    const res = await dashboard("days=90", t.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.json.sales_per_day).toHaveLength(90);
    expect(res.json.sales).toEqual({ orders: 8, total: "7320.49" });
  });

  it("flags the active PUBG products below their own threshold, which the product edit changes", async () => {
    expect((await dashboard()).json.low_stock).toEqual([
      { product_id: expect.any(Number), title: "60 UC", available: 5, low_stock_threshold: 20 },
    ]);
    const patch = (body: unknown) =>
      callAdmin(updateAdminProduct, { token: t.tokens.admin, params: { id: String(uc325) }, body });
    const changed = await patch({ low_stock_threshold: 6 });
    expect(changed.status).toBe(200);
    expect(changed.json.low_stock_threshold).toBe(6);
    expect((await dashboard()).json.low_stock.map((s: { title: string }) => s.title)).toEqual([
      "60 UC",
      "325 UC",
    ]);
    const refused = await patch({ low_stock_threshold: -1 });
    expect(refused.status).toBe(400);
    expect(refused.json.low_stock_threshold).toEqual(["Убедитесь, что это значение больше либо равно 0."]);
  });

  it.each(["6", "91", "abc", "7.5"])("refuses days=%s as DRF does", async (days) => {
    const res = await dashboard(`days=${days}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ days: [expect.any(String)] });
  });

  it("refuses a shopper", async () => {
    expect((await dashboard("", t.tokens.shopper)).status).toBe(403);
  });
});

describe.each(testEngines)("console dashboard of an empty store on %s", (engine) => {
  let t: AdminTestEnv;
  beforeAll(async () => {
    t = await startAdminTest(engine);
  });
  afterAll(() => t.close());

  it("answers zeros and empty lists", async () => {
    const res = await callAdmin(getAdminDashboard, { token: t.tokens.support, query: "days=7" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      days: 7,
      sales: { orders: 0, total: "0.00" },
      sales_per_game: [],
      failed_deliveries: { count: 0, orders: [] },
      stuck_deliveries: { count: 0, orders: [] },
      delivery_time: [],
      low_stock: [],
    });
    expect(res.json.sales_per_day).toHaveLength(7);
    expect(res.json.sales_per_day.every((d: { total: string }) => d.total === "0.00")).toBe(true);
    expect(res.json.orders_by_status.every((s: { count: number }) => s.count === 0)).toBe(true);
  });
});
