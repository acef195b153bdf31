// The order status machine: every legal move succeeds and writes its timeline event, every illegal one is
// refused without changing anything, and of two racing moves from one status only one wins.
import { eq } from "drizzle-orm";
import { ORDER_STATUSES, type OrderStatusValue } from "@/lib/schemas/orders/order-statuses";
import { orderEvents, orders } from "@/lib/server/db/schema";
import { canTransition, isFinalStatus, transitionOrder } from "@/lib/server/orders/status-machine";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { insertOrder } from "./fixtures/insert-fixtures";

const LEGAL: [OrderStatusValue, OrderStatusValue][] = [
  ["created", "waiting_for_payment"],
  ["waiting_for_payment", "paid"],
  ["paid", "sending"],
  ["sending", "sent"],
  ["sent", "done"],
  ["created", "failed"],
  ["waiting_for_payment", "failed"],
  ["paid", "failed"],
  ["sending", "failed"],
  ["sent", "failed"],
];
const isLegal = (from: OrderStatusValue, to: OrderStatusValue) =>
  LEGAL.some(([f, t]) => f === from && t === to);
const ALL_MOVES = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe("order status table", () => {
  it.each(ALL_MOVES)("%s -> %s is allowed only if it is on the happy path or a failure", (from, to) => {
    expect(canTransition(from, to)).toBe(isLegal(from, to));
  });

  it("has done and failed as its only final states", () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(["done", "failed"]);
  });
});

describe.each(testEngines)("transitionOrder on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
  });
  afterAll(() => t.close());

  const statusOf = async (id: number) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
  const eventsOf = async (id: number) =>
    (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((e) => e.status);

  it.each(ALL_MOVES)("%s -> %s", async (from, to) => {
    const order = await insertOrder(t.db, { status: from });
    const moved = await transitionOrder(t.db, order.id, from, to);
    expect(moved).toBe(isLegal(from, to));
    expect(await statusOf(order.id)).toBe(moved ? to : from);
    expect(await eventsOf(order.id)).toEqual(moved ? [to] : []);
  });

  it("refuses a move from a status the order is not in", async () => {
    const order = await insertOrder(t.db, { status: "paid" });
    expect(await transitionOrder(t.db, order.id, "created", "waiting_for_payment")).toBe(false);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await transitionOrder(t.db, 999_999, "created", "failed")).toBe(false);
  });

  it("lets only one of two racing moves from the same status win", async () => {
    const order = await insertOrder(t.db, { status: "waiting_for_payment" });
    const results = await Promise.all([
      transitionOrder(t.db, order.id, "waiting_for_payment", "paid"),
      transitionOrder(t.db, order.id, "waiting_for_payment", "failed"),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const events = await eventsOf(order.id);
    expect(events).toHaveLength(1);
    expect(await statusOf(order.id)).toBe(events[0]);
  });

  it("walks the whole happy path with a timeline entry per step", async () => {
    const order = await insertOrder(t.db, { status: "created" });
    const path: OrderStatusValue[] = ["created", "waiting_for_payment", "paid", "sending", "sent", "done"];
    for (let i = 1; i < path.length; i++) {
      expect(await transitionOrder(t.db, order.id, path[i - 1], path[i])).toBe(true);
    }
    expect(await eventsOf(order.id)).toEqual(path.slice(1));
    expect(await transitionOrder(t.db, order.id, "done", "failed")).toBe(false);
  });
});
