// A staff action on an order whose delivery job is running waits for it to end (409 delivery_in_flight). The job's
// order request may be on the wire: the supplier, asked by the staff action first, knows nothing of it yet, and a
// refund then handed the shopper the money back and the goods the request then bought. The store delivers through
// its real MooGold and Kinguin adapters here, against fake suppliers that hold the request on the wire.
import { eq } from "drizzle-orm";
import { orderLines } from "@/lib/server/db/schema";
import { DomainError } from "@/lib/server/errors/domain-error";
import { deliverOrder } from "@/lib/server/fulfilment/deliver-order";
import { markOrderDelivered, rejectOrderByStaff } from "@/lib/server/orders/staff/order-by-staff";
import { testEngines } from "../helpers/test-db";
import { holdOrders, keyOrders, placed, useFakeSuppliers } from "./fake-suppliers";
import { payAndApprove, runDeliveries } from "./fulfilment-test-kit";
import { newBrowser } from "./orders-test-kit";
import {
  createGiftOrder,
  createSupplyOrder,
  ledgerEntries,
  orderRow,
  paymentSuite,
} from "./payments-test-kit";

const STAFF = { id: null, email: "support@example.com", channel: "console" } as const;

/** The code a refused staff action threw with, or "done". */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => "done",
    (err: unknown) => (err instanceof DomainError ? err.code : String(err)),
  );

describe.each(testEngines)("staff actions while a delivery runs on %s", (engine) => {
  const t = paymentSuite(engine);
  useFakeSuppliers(t);
  beforeEach(() => runDeliveries());

  const lineOf = async (orderId: number) =>
    (await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0];
  const refunds = (orderId: number) => ledgerEntries(t.db, orderId, "refund");

  it("a reject while the line's order request is on the wire is refused; the line is then delivered", async () => {
    const order = await createSupplyOrder(t, newBrowser(), "71234565");
    await payAndApprove(t, order.browser, order.id);
    const wire = holdOrders();
    const job = runDeliveries(); // as the worker: the job is taken (active) and its request sent
    await wire.arrived;
    expect(await refusal(rejectOrderByStaff(order.id, STAFF, "Поставщик молчит"))).toBe("delivery_in_flight");
    const { id: lineId } = await lineOf(order.id);
    expect(await refusal(markOrderDelivered(order.id, STAFF, { lineId, code: "HAND-1" }))).toBe(
      "delivery_in_flight",
    );
    wire.release();
    expect((await job).failed).toEqual([]);

    const line = await lineOf(order.id);
    expect(line).toMatchObject({ status: "sending", providerRef: expect.any(String) });
    placed.get(`line-${line.id}`)!.order_status = "completed";
    await deliverOrder(order.id);
    expect((await lineOf(order.id)).status).toBe("completed");
    expect(await refunds(order.id)).toEqual([]);
  });

  it("a reject of a gift whose key request is on the wire is refused", async () => {
    const { browser, id } = await createGiftOrder(t, newBrowser(), "keys@example.com");
    await payAndApprove(t, browser, id);
    const wire = holdOrders();
    const job = runDeliveries();
    await wire.arrived;
    expect(await refusal(rejectOrderByStaff(id, STAFF, "Ключа нет"))).toBe("delivery_in_flight");
    wire.release();
    await job;
    expect(await orderRow(t.db, id)).toMatchObject({
      deliveryRef: keyOrders.get(`order-${id}`)!.orderId,
      rejectReason: null,
    });
    expect(await refunds(id)).toEqual([]);
  });

  it("once no delivery runs, the same reject refunds the line the supplier holds nothing of", async () => {
    const order = await createSupplyOrder(t, newBrowser(), "71234565");
    await payAndApprove(t, order.browser, order.id);
    expect(await refusal(rejectOrderByStaff(order.id, STAFF, "Передумали"))).toBe("done");
    expect((await lineOf(order.id)).status).toBe("refunded");
    expect(await refunds(order.id)).toHaveLength(1);
  });
});
