// How fast a game's and a gift's orders were delivered, as GET /api/games/{id}/ and /api/gifts/{id}/ give it: of
// the orders delivered (done) in the last 30 days, the count and the nearest-rank median and 95th percentile of
// paid -> done in whole seconds rounded up; null under MIN_DELIVERY_TIME_ORDERS. Built from constructed timelines.
import * as gameRoute from "@/app/api/games/[id]/route";
import * as giftRoute from "@/app/api/gifts/[id]/route";
import { MIN_DELIVERY_TIME_ORDERS } from "@/lib/schemas/catalog/delivery-time";
import type { Db } from "@/lib/server/db/client";
import { orderEvents } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { insertGame, insertGift, insertOrder } from "./fixtures/insert-fixtures";

const DAY = 24 * 3_600_000;

type Target = { gameId: number } | { giftId: number };
type Timeline = { paidAgoMs: number; tookMs?: number; end?: "done" | "failed" };

/** An order of `target` paid `paidAgoMs` ago; done (or failed) `tookMs` later, or still paid without `tookMs`. */
async function placeOrder(db: Db, target: Target, { paidAgoMs, tookMs, end = "done" }: Timeline) {
  const paidAt = new Date(Date.now() - paidAgoMs);
  const status = tookMs === undefined ? "paid" : end;
  const kind = "giftId" in target ? ("rokky" as const) : ("pubg" as const);
  const order = await insertOrder(db, {
    ...target,
    kind,
    status,
    created: new Date(paidAt.getTime() - 60_000),
  });
  const events: (typeof orderEvents.$inferInsert)[] = [
    { orderId: order.id, status: "waiting_for_payment", created: order.created },
    { orderId: order.id, status: "paid", created: paidAt },
  ];
  if (tookMs !== undefined) {
    const at = new Date(paidAt.getTime() + tookMs);
    if (end === "done") events.push({ orderId: order.id, status: "sending", created: at });
    events.push({ orderId: order.id, status: end, created: at });
  }
  await db.insert(orderEvents).values(events);
}

describe.each(testEngines)("delivery times on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
  });
  afterAll(() => t.close());

  const game = async (id: number) =>
    (await callRoute(gameRoute, `/api/games/${id}/`, { params: { id: String(id) } })).json;
  const gift = async (id: number) =>
    (await callRoute(giftRoute, `/api/gifts/${id}/`, { params: { id: String(id) } })).json;

  it("gives the count, the nearest-rank median and p95 of the last 30 days' delivered orders only", async () => {
    const { id } = await insertGame(t.db, { kind: "pubg", title: "PUBG Mobile" });
    const other = await insertGame(t.db, { kind: "pubg", title: "Другая игра" });
    // Twenty deliveries of 10, 20, ..., 200 s, paid over the last 25 days, given in a shuffled order; the tenth
    // took 99.3 s, which counts as 100 (rounded up). Nearest rank: the median is the 10th (100 s), p95 the 19th.
    const seconds = [
      70, 200, 10, 130, 190, 40, 99.3, 160, 20, 110, 180, 50, 150, 30, 90, 120, 60, 170, 80, 140,
    ];
    for (const [i, s] of seconds.entries()) {
      await placeOrder(t.db, { gameId: id }, { paidAgoMs: (i + 1) * 1.2 * DAY, tookMs: s * 1000 });
    }
    // Not counted: delivered 31 days ago, failed after payment, paid and not delivered yet, another game's.
    await placeOrder(t.db, { gameId: id }, { paidAgoMs: 31 * DAY, tookMs: 1000 });
    await placeOrder(t.db, { gameId: id }, { paidAgoMs: DAY, tookMs: 5000, end: "failed" });
    await placeOrder(t.db, { gameId: id }, { paidAgoMs: 3_600_000 });
    await placeOrder(t.db, { gameId: other.id }, { paidAgoMs: DAY, tookMs: 1000 });

    expect((await game(id)).delivery_time).toEqual({ orders: 20, median_seconds: 100, p95_seconds: 190 });
  });

  it("is null below the minimum count, and appears once the minimum is reached", async () => {
    const { id } = await insertGame(t.db, { kind: "pubg", title: "Мало заказов" });
    expect((await game(id)).delivery_time).toBeNull();
    for (let i = 1; i < MIN_DELIVERY_TIME_ORDERS; i++) {
      await placeOrder(t.db, { gameId: id }, { paidAgoMs: i * DAY, tookMs: i * 60_000 });
    }
    // Old deliveries do not make up the count.
    await placeOrder(t.db, { gameId: id }, { paidAgoMs: 40 * DAY, tookMs: 60_000 });
    expect((await game(id)).delivery_time).toBeNull();
    await placeOrder(t.db, { gameId: id }, { paidAgoMs: 2 * DAY, tookMs: 30 * 60_000 });
    expect((await game(id)).delivery_time).toEqual({
      orders: MIN_DELIVERY_TIME_ORDERS,
      median_seconds: 180,
      p95_seconds: 1800,
    });
  });

  it("is given per gift, from that gift's orders only", async () => {
    const one = await insertGift(t.db, { title: "Ключ Hades II" });
    const two = await insertGift(t.db, { title: "Ключ Portal 2" });
    for (const s of [5, 15, 25, 35, 45, 55]) {
      await placeOrder(t.db, { giftId: one.id }, { paidAgoMs: DAY, tookMs: s * 1000 });
    }
    await placeOrder(t.db, { giftId: two.id }, { paidAgoMs: DAY, tookMs: 1000 });
    expect((await gift(one.id)).delivery_time).toEqual({ orders: 6, median_seconds: 25, p95_seconds: 55 });
    expect((await gift(two.id)).delivery_time).toBeNull();
  });
});
