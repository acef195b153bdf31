// A delivery that faults for good is refunded only once the supplier has said it holds nothing for the line
// (lib/server/fulfilment/settle-fault.ts). The store delivers through its real MooGold adapter here, against a fake
// reseller API on 127.0.0.1 that can take an order and lose its answer, or stop answering, as a real one can. On the
// job's last try the old code refunded such lines blind, and the supplier then delivered them: goods and money both.
import { eq } from "drizzle-orm";
import { orderLines } from "@/lib/server/db/schema";
import { deliverOrder } from "@/lib/server/fulfilment/deliver-order";
import { testEngines } from "../helpers/test-db";
import { keyOrders, placed, supplier, useFakeSuppliers } from "./fake-suppliers";
import { payAndApprove } from "./fulfilment-test-kit";
import { newBrowser } from "./orders-test-kit";
import {
  createGiftOrder,
  createSupplyOrder,
  ledgerEntries,
  orderRow,
  paymentSuite,
} from "./payments-test-kit";

describe.each(testEngines)("a delivery that faults for good on %s", (engine) => {
  const t = paymentSuite(engine);
  useFakeSuppliers(t);

  async function paidSupplyOrder() {
    const order = await createSupplyOrder(t, newBrowser(), "71234565");
    await payAndApprove(t, order.browser, order.id);
    return order.id;
  }
  const lineOf = async (orderId: number) =>
    (await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0];
  const refunds = (orderId: number) => ledgerEntries(t.db, orderId, "refund");
  const completeAtSupplier = (lineId: number) => (placed.get(`line-${lineId}`)!.order_status = "completed");

  it("an order the supplier took although its answer was lost is stored on the last try, never refunded", async () => {
    const orderId = await paidSupplyOrder();
    supplier.loseCreateAnswer = true;
    await deliverOrder(orderId, { isLastAttempt: true });
    const line = await lineOf(orderId);
    expect(line).toMatchObject({ status: "sending", provider: "moogold", deliveryAttempts: 1 });
    expect(line.providerRef).toBe(String(placed.get(`line-${line.id}`)!.order_id));
    expect(await refunds(orderId)).toEqual([]);

    completeAtSupplier(line.id);
    await deliverOrder(orderId);
    expect((await lineOf(orderId)).status).toBe("completed");
    expect((await orderRow(t.db, orderId)).status).toBe("done");
    expect(await refunds(orderId)).toEqual([]);
  });

  it("a line the supplier holds stays being sent when the supplier stops answering on the last try", async () => {
    const orderId = await paidSupplyOrder();
    await deliverOrder(orderId);
    const accepted = await lineOf(orderId);
    expect(accepted).toMatchObject({ status: "sending", providerRef: expect.any(String) });

    supplier.down = true;
    await deliverOrder(orderId, { isLastAttempt: true });
    expect(await lineOf(orderId)).toMatchObject({
      status: "sending",
      providerRef: accepted.providerRef,
      deliveryError: expect.stringContaining("503"),
    });
    expect((await orderRow(t.db, orderId)).status).toBe("sending");
    expect(await refunds(orderId)).toEqual([]);

    supplier.down = false;
    completeAtSupplier(accepted.id);
    await deliverOrder(orderId);
    expect((await lineOf(orderId)).status).toBe("completed");
    expect(await refunds(orderId)).toEqual([]);
  });

  it("a line whose supplier cannot be asked at all on the last try is not refunded either", async () => {
    const orderId = await paidSupplyOrder();
    supplier.down = true;
    await deliverOrder(orderId, { isLastAttempt: true });
    expect(await lineOf(orderId)).toMatchObject({ status: "sending", providerRef: null });
    expect(await refunds(orderId)).toEqual([]);
    // The supplier is back and holds nothing: the next job places the order under the same key.
    supplier.down = false;
    await deliverOrder(orderId);
    const line = await lineOf(orderId);
    expect(line.providerRef).toBe(String(placed.get(`line-${line.id}`)!.order_id));
  });

  it("a line the supplier says it holds nothing of is refunded on the last try, as before", async () => {
    const orderId = await paidSupplyOrder();
    supplier.refuseCreate = true;
    await deliverOrder(orderId, { isLastAttempt: true });
    const line = await lineOf(orderId);
    expect(line.status).toBe("refunded");
    expect(placed.has(`line-${line.id}`)).toBe(false);
    expect(await refunds(orderId)).toHaveLength(1);
    expect((await orderRow(t.db, orderId)).status).toBe("failed");
  });

  async function paidGiftOrder() {
    const { browser, id } = await createGiftOrder(t, newBrowser(), "keys@example.com");
    await payAndApprove(t, browser, id);
    return id;
  }

  it("a gift the distributor took although its answer was lost is stored on the last try, never refunded", async () => {
    const orderId = await paidGiftOrder();
    supplier.loseCreateAnswer = true;
    await deliverOrder(orderId, { isLastAttempt: true });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: "sending",
      deliveryRef: keyOrders.get(`order-${orderId}`)!.orderId,
      rejectReason: null,
    });
    expect(await refunds(orderId)).toEqual([]);

    keyOrders.get(`order-${orderId}`)!.status = "completed";
    supplier.loseCreateAnswer = false;
    await deliverOrder(orderId);
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: "done", giftCode: "AAAAA-BBBBB-CCCCC" });
    expect(await refunds(orderId)).toEqual([]);
  });

  it("a gift the distributor holds stays being sent when it stops answering on the last try", async () => {
    const orderId = await paidGiftOrder();
    await deliverOrder(orderId);
    const { deliveryRef } = await orderRow(t.db, orderId);
    expect(deliveryRef).toMatch(/^KG-/);

    supplier.down = true;
    await deliverOrder(orderId, { isLastAttempt: true });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: "sending",
      deliveryRef,
      rejectReason: null,
    });
    expect(await refunds(orderId)).toEqual([]);
  });
});
