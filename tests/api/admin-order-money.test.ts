// Staff order actions and the money they move (issue 23): a reject refunds once however often it is clicked, a
// rejected order is never delivered afterwards, and a delivery the supplier has accepted is settled with the
// supplier (a status check; MooGold has no cancel) before anything is refunded or handed over by hand.
import { eq } from "drizzle-orm";
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { resetConfigForTests } from "@/lib/server/config";
import { orderLines, orders, sandboxDeliveries, users } from "@/lib/server/db/schema";
import { deliverOrder } from "@/lib/server/fulfilment/deliver-order";
import { testEngines } from "../helpers/test-db";
import { startFakeServer } from "../server/fulfilment-fake-server";
import * as fixtures from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";
import { ledgerEntries } from "./payments-test-kit";

const { correctOrderDelivery, markOrderDelivered, rejectOrder } = adminEndpoints;

describe.each(testEngines)("money of staff order actions on %s", (engine) => {
  let t: AdminTestEnv;
  let supplyProductId: number;
  beforeAll(async () => {
    t = await startAdminTest(engine, { SANDBOX_FULFILMENT_DELAY_MS: "0" });
    const supply = await fixtures.insertGame(t.db, { kind: "supply" });
    supplyProductId = (
      await fixtures.insertProduct(t.db, supply.id, { price: "249.00", externalId: "mg-86" })
    ).id;
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const lineOf = async (id: number) => (await t.db.select().from(orderLines).where(eq(orderLines.id, id)))[0];
  const balanceOf = async (id: number) =>
    (await t.db.select({ b: users.balance }).from(users).where(eq(users.id, id)))[0].b;
  const refundsOf = (orderId: number) => ledgerEntries(t.db, orderId, "refund");
  const act = (e: AdminEndpoint, id: number, body: unknown, token = t.tokens.support) =>
    callAdmin(e, { token, params: { id: String(id) }, body });

  async function giftOrder(userId: number | null) {
    const gift = await fixtures.insertGift(t.db);
    return fixtures.insertOrder(t.db, {
      kind: "rokky",
      status: "sending",
      giftId: gift.id,
      userId,
      email: "gift2222@example.com",
      total: "249.00",
      totalWithoutPromocode: "249.00",
      cashback: "25.00",
    });
  }

  it("refunds a rejected gift order once, whether the rejects race or follow each other", async () => {
    const buyer = t.accounts.shopper.id;
    const before = await balanceOf(buyer);
    const order = await giftOrder(buyer);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => act(rejectOrder, order.id, { reason: "Нет ключей" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json).toEqual({
        detail: expect.stringMatching(/уже отклонён/),
        code: "order_already_rejected",
      });
    await new Promise((r) => setTimeout(r, 150));
    expect((await act(rejectOrder, order.id, { reason: "ещё раз" })).status).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(Number(await balanceOf(buyer)) - Number(before)).toBe(249);
  });

  it("refunds a guest's rejected gift order through the provider once", async () => {
    const order = await giftOrder(null);
    await fixtures.insertPayment(t.db, order.id, { amount: "249.00" });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => act(rejectOrder, order.id, { reason: "Нет ключей" })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ outcome: "provider_refunded", amountRub: "249.00" }),
    ]);
  });

  it("refuses to deliver a rejected gift order: it fails, without a key or cashback", async () => {
    const buyer = t.accounts.shopper.id;
    const before = await balanceOf(buyer);
    const order = await giftOrder(buyer);
    expect((await act(rejectOrder, order.id, { reason: "Нет ключей" })).status).toBe(200);
    const marked = await act(markOrderDelivered, order.id, { code: "KEY-AFTER-REJECT" });
    expect(marked.status).toBe(409);
    expect(marked.json).toEqual({ detail: expect.stringMatching(/отклонён/), code: "order_rejected" });
    await deliverOrder(order.id);
    expect(await orderOf(order.id)).toMatchObject({ status: "failed", giftCode: null });
    expect(Number(await balanceOf(buyer)) - Number(before)).toBe(249);
  });

  it("asks the key supplier before rejecting a gift whose call got through: the key is the shopper's", async () => {
    const buyer = t.accounts.shopper.id;
    const before = await balanceOf(buyer);
    const order = await giftOrder(buyer);
    // Kinguin accepted the order but its answer was lost: the order holds no reference.
    await t.db.insert(sandboxDeliveries).values({
      key: `order-${order.id}`,
      provider: "sandbox-keys",
      calls: 1,
      result: { kind: "pending", providerRef: "SBX-GIFT", retryInSeconds: 1 },
    });
    const res = await act(rejectOrder, order.id, { reason: "Нет ключей" });
    expect(res.json.code).toBe("already_delivered");
    expect((await orderOf(order.id)).giftCode).toEqual(expect.any(String));
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await balanceOf(buyer)).toBe(before);
  });

  it("refuses to deliver a line of a rejected order by hand", async () => {
    const order = await fixtures.insertOrder(t.db, {
      kind: "supply",
      status: "sending",
      total: "249.00",
      totalWithoutPromocode: "249.00",
    });
    const line = await fixtures.insertOrderLine(t.db, order.id, supplyProductId, {
      status: "sending",
      price: "249.00",
    });
    expect((await act(rejectOrder, order.id, { reason: "Нет в наличии" })).status).toBe(200);
    const marked = await act(markOrderDelivered, order.id, { line_id: line.id, code: "X" });
    expect(marked.status).toBe(409);
    expect(marked.json.code).toBe("order_rejected");
    expect((await lineOf(line.id)).status).toBe("refunded");
  });

  async function supplyOrder(playerId: string) {
    const order = await fixtures.insertOrder(t.db, {
      kind: "supply",
      status: "paid",
      userId: t.accounts.shopper.id,
      supplyUserId: playerId,
      total: "249.00",
      totalWithoutPromocode: "249.00",
    });
    const line = await fixtures.insertOrderLine(t.db, order.id, supplyProductId, {
      status: "processing",
      price: "249.00",
    });
    return { order, line };
  }

  it("asks the supplier before rejecting a line it accepted: delivered there, nothing is refunded", async () => {
    const buyer = t.accounts.shopper.id;
    const { order, line } = await supplyOrder("player3333");
    await deliverOrder(order.id);
    expect(await lineOf(line.id)).toMatchObject({ status: "sending", providerRef: expect.any(String) });
    const before = await balanceOf(buyer);
    const res = await act(rejectOrder, order.id, { reason: "Долго" });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("nothing_to_reject");
    expect((await lineOf(line.id)).status).toBe("completed");
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await balanceOf(buyer)).toBe(before);
  });

  it("asks the supplier about a line whose call faulted: it got through, so nothing is refunded", async () => {
    const buyer = t.accounts.shopper.id;
    const { order, line } = await supplyOrder("player-77");
    await t.db.update(orders).set({ status: "sending" }).where(eq(orders.id, order.id));
    // The supplier accepted the order, but its answer never came back (a timeout): no reference stored.
    await t.db
      .update(orderLines)
      .set({ status: "sending", provider: "sandbox-supply", deliveryAttempts: 1, deliveryError: "timeout" })
      .where(eq(orderLines.id, line.id));
    await t.db.insert(sandboxDeliveries).values({
      key: `line-${line.id}`,
      provider: "sandbox-supply",
      calls: 1,
      result: { kind: "pending", providerRef: "SBX-LOST", retryInSeconds: 1 },
    });
    const before = await balanceOf(buyer);
    const res = await act(rejectOrder, order.id, { reason: "Долго" });
    expect(res.json.code).toBe("nothing_to_reject");
    expect((await lineOf(line.id)).status).toBe("completed");
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await balanceOf(buyer)).toBe(before);
  });

  it("asks the supplier about a line whose first call is under way: accepted there, nothing is refunded", async () => {
    const { order, line } = await supplyOrder("player-79");
    await t.db.update(orders).set({ status: "sending" }).where(eq(orders.id, order.id));
    await t.db.update(orderLines).set({ status: "sending" }).where(eq(orderLines.id, line.id));
    // The supplier has accepted the order; the delivery job has not stored its answer yet.
    await t.db.insert(sandboxDeliveries).values({
      key: `line-${line.id}`,
      provider: "sandbox-supply",
      calls: 1,
      result: { kind: "pending", providerRef: "SBX-ONWAY", retryInSeconds: 1 },
    });
    expect((await act(rejectOrder, order.id, { reason: "Долго" })).json.code).toBe("nothing_to_reject");
    expect((await lineOf(line.id)).status).toBe("completed");
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it("still refunds a faulted line the supplier never got", async () => {
    const { order, line } = await supplyOrder("player-78");
    await t.db.update(orders).set({ status: "sending" }).where(eq(orders.id, order.id));
    await t.db
      .update(orderLines)
      .set({ status: "sending", provider: "sandbox-supply", deliveryAttempts: 2, deliveryError: "timeout" })
      .where(eq(orderLines.id, line.id));
    expect((await act(rejectOrder, order.id, { reason: "Долго" })).status).toBe(200);
    expect(await lineOf(line.id)).toMatchObject({ status: "refunded", refundAmount: "249.00" });
  });

  it("refuses to refund, hand-deliver or correct a line the supplier still works on (no cancel at MooGold)", async () => {
    const fake = await startFakeServer((req) =>
      !req.url.endsWith("order/order_detail_partner_id")
        ? { status: 400, json: { err_code: "400", err_message: "unexpected call" } }
        : req.body.includes(`"line-${unsureLine}"`)
          ? { status: 502, text: "<html>Bad gateway</html>" }
          : { status: 200, json: { order_id: 7001, order_status: "processing", item: [] } },
    );
    let unsureLine = 0;
    const saved = { ...process.env };
    Object.assign(process.env, {
      MOOGOLD_PARTNER_ID: "p",
      MOOGOLD_SECRET_KEY: "s",
      MOOGOLD_API_URL: `${fake.url}/wp-json/v1/api/`,
    });
    resetConfigForTests();
    try {
      const { order, line } = await supplyOrder("player-42");
      await t.db.update(orders).set({ status: "sending" }).where(eq(orders.id, order.id));
      await t.db
        .update(orderLines)
        .set({ status: "sending", provider: "moogold", providerRef: "7001", deliveryError: "timeout" })
        .where(eq(orderLines.id, line.id));
      const rejected = await act(rejectOrder, order.id, { reason: "Долго" });
      expect(rejected.status).toBe(409);
      expect(rejected.json).toEqual({ detail: expect.stringMatching(/7001/), code: "delivery_in_flight" });
      const marked = await act(markOrderDelivered, order.id, { line_id: line.id, code: "X" });
      expect(marked.json.code).toBe("delivery_in_flight");
      const corrected = await act(correctOrderDelivery, order.id, {
        line_id: line.id,
        moogold_user_id: "player-43",
      });
      expect(corrected.json.code).toBe("delivery_in_flight");
      expect(await lineOf(line.id)).toMatchObject({
        status: "sending",
        providerRef: "7001",
        deliveryError: "timeout",
      });
      expect((await orderOf(order.id)).supplyUserId).toBe("player-42");
      // A line whose call faulted, with MooGold down: nobody can tell whether it got through, so it is kept.
      const unsure = await supplyOrder("player-44");
      unsureLine = unsure.line.id;
      await t.db.update(orders).set({ status: "sending" }).where(eq(orders.id, unsure.order.id));
      await t.db
        .update(orderLines)
        .set({ status: "sending", provider: "moogold", deliveryAttempts: 1, deliveryError: "timeout" })
        .where(eq(orderLines.id, unsure.line.id));
      const silent = await act(rejectOrder, unsure.order.id, { reason: "Долго" });
      expect(silent.json).toEqual({
        detail: expect.stringMatching(/не ответил/),
        code: "delivery_in_flight",
      });
      expect((await lineOf(unsure.line.id)).status).toBe("sending");
      expect(await refundsOf(unsure.order.id)).toEqual([]);
      expect(await refundsOf(order.id)).toEqual([]);
      expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    } finally {
      process.env = saved;
      resetConfigForTests();
      await fake.close();
    }
  });
});
