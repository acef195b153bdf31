// Staff resolving orders by hand: a line delivered with the code the shopper will see, a gift's key, an order
// rejected with its undelivered part refunded to the balance; each audited, each settled by the delivery job, and
// refused once the order is final or the input is incomplete.
import { eq } from "drizzle-orm";
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { auditLog, orderLines, orders, paymentLedger, users } from "@/lib/server/db/schema";
import { deliverOrder } from "@/lib/server/fulfilment/deliver-order";
import { testEngines } from "../helpers/test-db";
import * as fixtures from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const { markOrderDelivered, rejectOrder } = adminEndpoints;

describe.each(testEngines)("console order actions on %s", (engine) => {
  let t: AdminTestEnv;
  let productId: number;
  beforeAll(async () => {
    t = await startAdminTest(engine);
    const game = await fixtures.insertGame(t.db, { kind: "pubg" });
    productId = (await fixtures.insertProduct(t.db, game.id, { price: "100.00", amountUc: 60 })).id;
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const lineOf = async (id: number) => (await t.db.select().from(orderLines).where(eq(orderLines.id, id)))[0];
  const act = (e: AdminEndpoint, id: number, body: unknown, token = t.tokens.support) =>
    callAdmin(e, { token, params: { id: String(id) }, body });

  async function paidOrder(
    lines: ("sending" | "completed" | "incorrect-details")[],
    userId: number | null = null,
  ) {
    const order = await fixtures.insertOrder(t.db, {
      status: "sending",
      email: "buyer@example.com",
      userId,
      total: `${lines.length * 100}.00`,
      totalWithoutPromocode: `${lines.length * 100}.00`,
    });
    const rows = [];
    for (const status of lines)
      rows.push(await fixtures.insertOrderLine(t.db, order.id, productId, { status, price: "100.00" }));
    return { order, lines: rows };
  }

  /** Rejects the order as the supplier's silence and expects its undelivered 100-rouble line refunded by `method`. */
  async function rejectRefunding(orderId: number, lineId: number, method: "balance" | "provider") {
    const res = await act(rejectOrder, orderId, { reason: "Поставщик не отвечает" });
    expect(res.status).toBe(200);
    expect(await lineOf(lineId)).toMatchObject({
      status: "refunded",
      refundAmount: "100.00",
      refundMethod: method,
    });
  }

  it("delivers a line by hand with the shopper's code, audits it, and the order settles done", async () => {
    const { order, lines } = await paidOrder(["incorrect-details"]);
    const res = await act(markOrderDelivered, order.id, {
      line_id: lines[0].id,
      code: "ABCD-EFGH",
      note: "Выдано вручную",
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: order.id, status: "sending", is_settling: true });
    expect(await lineOf(lines[0].id)).toMatchObject({
      status: "completed",
      code: "ABCD-EFGH",
      provider: "operator",
    });
    await deliverOrder(order.id);
    expect((await orderOf(order.id)).status).toBe("done");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(order.id)));
    expect(entry).toMatchObject({ action: "order.mark_delivered", actorEmail: t.accounts.support.email });
  });

  it("rejects an order: the undelivered line goes back to the buyer's balance, the delivered one stays", async () => {
    const buyer = t.accounts.shopper.id;
    const [{ balance: before }] = await t.db.select().from(users).where(eq(users.id, buyer));
    const { order, lines } = await paidOrder(["completed", "sending"], buyer);
    await rejectRefunding(order.id, lines[1].id, "balance");
    expect((await lineOf(lines[0].id)).status).toBe("completed");
    const [{ balance: after }] = await t.db.select().from(users).where(eq(users.id, buyer));
    expect(Number(after) - Number(before)).toBe(100);
    const refunds = await t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.id));
    expect(refunds).toEqual([
      expect.objectContaining({ event: "refund", outcome: "balance_credited", amountRub: "100.00" }),
    ]);
    await deliverOrder(order.id);
    expect(await orderOf(order.id)).toMatchObject({
      status: "done",
      rejectReason: "Заказ отклонён: Поставщик не отвечает",
    });
  });

  it("rejects a guest's order: the undelivered line goes back through the provider that took the money", async () => {
    const { order, lines } = await paidOrder(["sending"]);
    const payment = await fixtures.insertPayment(t.db, order.id);
    await rejectRefunding(order.id, lines[0].id, "provider");
    const ledger = await t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        event: "refund",
        provider: "sandbox",
        providerPaymentId: payment.providerPaymentId,
        outcome: "provider_refunded",
        amountRub: "100.00",
      }),
    ]);
  });

  it("rejects an order with nothing delivered: it fails with the reason the shopper reads", async () => {
    const { order } = await paidOrder(["sending", "sending"], t.accounts.shopper.id);
    expect((await act(rejectOrder, order.id, { reason: "Нет в наличии" }, t.tokens.admin)).status).toBe(200);
    await deliverOrder(order.id);
    expect(await orderOf(order.id)).toMatchObject({
      status: "failed",
      rejectReason: "Заказ отклонён: Нет в наличии",
    });
    // Final now: neither action applies any more.
    const again = await act(rejectOrder, order.id, { reason: "ещё раз" });
    expect(again.status).toBe(400);
    expect(again.json.non_field_errors[0]).toMatch(/статус: failed/);
  });

  it("gives a gift order its key by hand", async () => {
    const gift = await fixtures.insertGift(t.db);
    const order = await fixtures.insertOrder(t.db, {
      kind: "rokky",
      status: "paid",
      giftId: gift.id,
      email: "g@example.com",
      total: "500.00",
    });
    expect((await act(markOrderDelivered, order.id, {})).json).toEqual({
      code: ["Введите ключ, который получит покупатель."],
    });
    expect((await act(markOrderDelivered, order.id, { code: "GIFT-KEY-1" })).status).toBe(200);
    await deliverOrder(order.id);
    expect(await orderOf(order.id)).toMatchObject({ status: "done", giftCode: "GIFT-KEY-1" });
  });

  it("refuses incomplete input", async () => {
    const { order, lines } = await paidOrder(["sending"]);
    expect((await act(markOrderDelivered, order.id, {})).json).toEqual({
      line_id: ["Выберите позицию заказа."],
    });
    expect((await act(rejectOrder, order.id, { reason: " " })).json).toEqual({
      reason: ["Обязательное поле."],
    });
    const other = await paidOrder(["sending"]);
    const wrongLine = await act(markOrderDelivered, other.order.id, { line_id: lines[0].id });
    expect(wrongLine.status).toBe(400);
    expect(fieldsOf(wrongLine.json)).toEqual(["line_id"]);
    expect((await act(markOrderDelivered, 999_999, { line_id: 1 })).status).toBe(404);
  });
});
