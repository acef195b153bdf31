// Issue 10: Standoff 2 gold is delivered through the game's market. A paid Standoff order waits in the operator
// queue (line `sending`) with what the operator needs to find the shopper's lot; marked bought, the delivery job
// settles it to done and sends the e-mail; unbuyable, it is refunded (needRefund) or sent back to the shopper.
import { eq } from "drizzle-orm";
import * as standoffRoute from "@/app/api/orders/standoff/route";
import { orderLines, paymentLedger, settings } from "@/lib/server/db/schema";
import {
  listStandoffQueue,
  markStandoffBought,
  markStandoffUnbuyable,
} from "@/lib/server/fulfilment/standoff-queue";
import { STANDOFF_SETTINGS_DEFAULTS } from "@/lib/server/orders/kinds/standoff-settings";
import { testEngines } from "../helpers/test-db";
import { resetConfigForTests } from "@/lib/server/config";
import * as queueRoute from "@/app/api/operator/standoff/route";
import * as boughtRoute from "@/app/api/operator/standoff/[id]/bought/route";
import { callRoute } from "../helpers/call-route";
import { insertProduct } from "./fixtures/insert-fixtures";
import { newBrowser, request, signedInShopper, type Browser } from "./orders-test-kit";
import { runDeliveries, takeMails } from "./fulfilment-test-kit";
import {
  attachAvatar,
  balanceOf,
  currentPayment,
  decide,
  orderRow,
  pay,
  setBalance,
  paymentSuite,
} from "./payments-test-kit";

describe.each(testEngines)("Standoff operator queue on %s", (engine) => {
  const t = paymentSuite(engine);

  async function setStandoff(values: Partial<typeof STANDOFF_SETTINGS_DEFAULTS>) {
    const value = { ...STANDOFF_SETTINGS_DEFAULTS, ...values };
    await t.db
      .insert(settings)
      .values({ key: "orders.standoff", value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }

  /** A Standoff order of `quantity` x 100 gold, paid through the sandbox, its delivery job run. */
  async function paidStandoffOrder(
    browser: Browser,
    quantity: number,
    surplus: string,
    more: { product_id: number; quantity: number }[] = [],
  ) {
    const res = await request(browser, standoffRoute, "/api/orders/standoff/", {
      method: "POST",
      body: {
        products: [{ product_id: t.c.gold.id, quantity }, ...more],
        email: "so@example.com",
        game_account_id: "51234567",
        surplus,
      },
    });
    if (res.status !== 201) throw new Error(res.text);
    const orderId = res.json.id as number;
    await attachAvatar(t.db, orderId);
    const paid = await pay(browser, "sandbox-card", { order_id: orderId, currency: "RUB" });
    if (paid.json.type !== "wait_order_state") {
      await decide((await currentPayment(t.db, orderId)).providerPaymentId, "approve");
    }
    await runDeliveries();
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id);
    return { orderId, lineId: lines[0].id, lineIds: lines.map((l) => l.id) };
  }

  beforeEach(async () => {
    await runDeliveries();
    await takeMails();
    await setStandoff({ needRefund: false, marketFee: "20.00", skinName: 'P350 "Forest Spirit"' });
  });

  it("no payment starts for an order whose avatar never arrived (it could not be delivered)", async () => {
    const browser = newBrowser();
    const res = await request(browser, standoffRoute, "/api/orders/standoff/", {
      method: "POST",
      body: {
        products: [{ product_id: t.c.gold.id, quantity: 1 }],
        email: "so@example.com",
        game_account_id: "5",
      },
    });
    expect(res.status).toBe(201);
    const refused = await pay(browser, "sandbox-card", { order_id: res.json.id, currency: "RUB" });
    expect(refused.status).toBe(400);
    expect(refused.json.non_field_errors[0]).toMatch(/аватар/);
    expect((await orderRow(t.db, res.json.id)).status).toBe("created");
    await attachAvatar(t.db, res.json.id);
    expect((await pay(browser, "sandbox-card", { order_id: res.json.id, currency: "RUB" })).status).toBe(200);
  });

  it("a paid order waits in the queue with the skin and its exact price, and marked bought reaches done", async () => {
    await setStandoff({ marketFee: "12.50" });
    const order = await paidStandoffOrder(newBrowser(), 3, "0.16");
    expect((await orderRow(t.db, order.orderId)).status).toBe("sending");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, order.lineId));
    expect(line.status).toBe("sending");

    const queue = await listStandoffQueue(t.db);
    const item = queue.find((q) => q.lineId === order.lineId);
    // 300 gold + 12.50 % (37.50) + the order's surplus 0.16.
    expect(item).toEqual({
      orderId: order.orderId,
      lineId: order.lineId,
      paidAt: expect.any(Date),
      gameAccountId: "51234567",
      avatarUrl: expect.stringMatching(/^https?:\/\/[^/]+\/api\/uploads\/avatars\/a\.png\/$/),
      skinName: 'P350 "Forest Spirit"',
      price: "337.66",
      gold: "300.00",
      fee: "37.50",
      surplus: "0.16",
    });
    await takeMails();

    expect(await markStandoffBought(order.lineId, "Куплено, лот №42")).toEqual({
      ok: true,
      orderId: order.orderId,
      outcome: "completed",
    });
    expect((await listStandoffQueue(t.db)).map((q) => q.lineId)).not.toContain(order.lineId);
    await runDeliveries();
    expect((await orderRow(t.db, order.orderId)).status).toBe("done");
    const [done] = await t.db.select().from(orderLines).where(eq(orderLines.id, order.lineId));
    expect(done).toMatchObject({ status: "completed", deliveryData: { detail: "Куплено, лот №42" } });
    expect((await takeMails()).map((m) => m.subject)).toEqual([expect.stringContaining("выполнен")]);

    // A second mark (a double click, a second operator) changes nothing.
    expect(await markStandoffBought(order.lineId)).toEqual({ ok: false, reason: "not_waiting" });
    expect(await markStandoffUnbuyable(order.lineId, "нет лота")).toEqual({
      ok: false,
      reason: "not_waiting",
    });
  });

  it("lines of one order share one lot, priced as the order page states it", async () => {
    const gold500 = await insertProduct(t.db, t.c.standoff.id, {
      title: "500 голды",
      price: "450.00",
      gold: 500,
    });
    const order = await paidStandoffOrder(newBrowser(), 2, "0.09", [{ product_id: gold500.id, quantity: 1 }]);
    const items = (await listStandoffQueue(t.db)).filter((q) => q.orderId === order.orderId);
    // (2 x 100 + 500) gold + 20 % + 0.09, the same lot for both lines.
    expect(items.map((q) => [q.lineId, q.price, q.gold])).toEqual([
      [order.lineIds[0], "840.09", "700.00"],
      [order.lineIds[1], "840.09", "700.00"],
    ]);
    for (const id of order.lineIds) expect((await markStandoffBought(id)).ok).toBe(true);
    await runDeliveries();
    expect((await orderRow(t.db, order.orderId)).status).toBe("done");
  });

  it("unbuyable with needRefund refunds a signed-in shopper to the balance", async () => {
    await setStandoff({ needRefund: true });
    const { account, browser } = await signedInShopper(t.db);
    await setBalance(t.db, account.id, "0.00");
    const order = await paidStandoffOrder(browser, 2, "0.05");
    expect(await markStandoffUnbuyable(order.lineId, "лот не найден")).toMatchObject({
      ok: true,
      outcome: "refunded",
    });
    await runDeliveries();
    const row = await orderRow(t.db, order.orderId);
    expect(row.status).toBe("failed");
    expect(row.rejectReason).toMatch(/возвращены на баланс/);
    // 198.00 ₽ + the card's 2.5 % fee: everything taken comes back (issue 24).
    expect(await balanceOf(t.db, account.id)).toBe("202.95");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, order.lineId));
    expect(line).toMatchObject({ status: "refunded", refundAmount: "202.95", refundMethod: "balance" });
    const refunds = await t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.orderId));
    expect(refunds.filter((e) => e.event === "refund")).toMatchObject([
      { outcome: "balance_credited", amountRub: "202.95" },
    ]);
    expect((await listStandoffQueue(t.db)).map((q) => q.lineId)).not.toContain(order.lineId);
  });

  it("unbuyable without needRefund asks the shopper to list the skin at the stated price", async () => {
    const order = await paidStandoffOrder(newBrowser(), 1, "0.07");
    await takeMails();
    expect(await markStandoffUnbuyable(order.lineId, "лот не найден")).toMatchObject({
      ok: true,
      outcome: "incorrect-details",
    });
    await runDeliveries();
    expect((await orderRow(t.db, order.orderId)).status).toBe("sending");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, order.lineId));
    expect(line.status).toBe("incorrect-details");
    // 100 gold + 20 % + 0.07.
    expect(line.deliveryError).toBe(
      'Не удалось купить скин: лот не найден. Выставьте «P350 "Forest Spirit"» на рынок ровно за 120.07 G ' +
        "и проверьте ID аккаунта (51234567).",
    );
    const mails = await takeMails();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("проверьте данные")]);
    expect((await listStandoffQueue(t.db)).map((q) => q.lineId)).not.toContain(order.lineId);
  });

  it("refuses lines that are not Standoff lines waiting for the operator, and bad operator text", async () => {
    expect(await markStandoffBought(999_999)).toEqual({ ok: false, reason: "not_found" });
    const order = await paidStandoffOrder(newBrowser(), 1, "0.01");
    await expect(markStandoffBought(order.lineId, "a\u0007b")).rejects.toThrow(RangeError);
    await expect(markStandoffUnbuyable(order.lineId, "   ")).rejects.toThrow(RangeError);
    expect((await listStandoffQueue(t.db)).map((q) => q.lineId)).toContain(order.lineId);
  });
  it("the operator API lists and marks the queue only for the configured token; otherwise it does not exist", async () => {
    const { orderId, lineId } = await paidStandoffOrder(newBrowser(), 1, "0.00");
    const token = "operator-token-for-tests-0123456789abcdef";
    const list = (headers: Record<string, string> = {}) =>
      callRoute(queueRoute, "/api/operator/standoff/", { headers });
    const bought = (headers: Record<string, string>) =>
      callRoute(boughtRoute, `/api/operator/standoff/${lineId}/bought/`, {
        method: "POST",
        body: { note: "куплен" },
        headers,
        params: { id: String(lineId) },
      });
    expect((await list({ "x-operator-token": token })).status).toBe(404);
    process.env.OPERATOR_TOKEN = token;
    resetConfigForTests();
    try {
      expect((await list()).status).toBe(404);
      expect((await list({ "x-operator-token": `${token}x` })).status).toBe(404);
      const queue = await list({ "x-operator-token": token });
      expect(queue.status).toBe(200);
      expect(queue.json).toContainEqual(expect.objectContaining({ order_id: orderId, line_id: lineId }));
      expect((await bought({})).status).toBe(404);
      const marked = await bought({ "x-operator-token": token });
      expect([marked.status, marked.json]).toEqual([200, { order_id: orderId, outcome: "completed" }]);
      expect((await bought({ "x-operator-token": token })).status).toBe(400);
      await runDeliveries();
      expect((await orderRow(t.db, orderId)).status).toBe("done");
    } finally {
      delete process.env.OPERATOR_TOKEN;
      resetConfigForTests();
    }
  });
});
