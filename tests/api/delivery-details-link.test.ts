// Issue 24: the "check your details" e-mail's link lets whoever holds it correct the refused details from any
// device (another browser, a phone) without the order-access cookie of the browser that placed the order. The
// link is the order page by its hash; the page's correction form sends that hash with the call addressed by id,
// and the hash proves access. Without the cookie or the order's own hash the call stays a 404.
import { eq } from "drizzle-orm";
import * as deliveryRoute from "@/app/api/orders/supply_channel/[id]/delivery_details/update/route";
import { orderLines } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { payAndApprove, runDeliveries, takeMails } from "./fulfilment-test-kit";
import { newBrowser, request, type Browser } from "./orders-test-kit";
import { createSupplyOrder, orderRow, paymentSuite } from "./payments-test-kit";

process.env.SANDBOX_FULFILMENT_DELAY_MS = "0";

describe.each(testEngines)("the incorrect-details link on %s", (engine) => {
  const t = paymentSuite(engine);

  const supplyOrder = (browser: Browser, userId: string) => createSupplyOrder(t, browser, userId);

  const correct = (browser: Browser, id: number, body: Record<string, unknown>) =>
    request(browser, deliveryRoute, `/api/orders/supply_channel/${id}/delivery_details/update/`, {
      method: "POST",
      body,
      params: { id: String(id) },
    });

  /** A paid guest order the sandbox refused for its player id (…0000), and the link of the e-mail that says so. */
  async function refusedOrderAndLink() {
    const placedIn = newBrowser();
    const order = await supplyOrder(placedIn, "555550000");
    await payAndApprove(t, placedIn, order.id);
    await takeMails();
    expect((await runDeliveries()).failed).toEqual([]);
    expect((await orderRow(t.db, order.id)).status).toBe("sending");
    const mails = await takeMails();
    const mail = mails.find((m) => m.subject.includes("проверьте данные"));
    const link = /https?:\/\/\S+\/orders\/[0-9a-f]{32}\/details/.exec(mail?.text ?? "")?.[0];
    if (!link) throw new Error(`no link in ${JSON.stringify(mails)}`);
    return { order, link };
  }

  beforeEach(async () => {
    await runDeliveries();
    await takeMails();
  });

  it("the e-mail's link alone lets a fresh browser correct the player id, and the order is delivered", async () => {
    const { order, link } = await refusedOrderAndLink();
    // Another device: no cookie, nothing but the link from the e-mail.
    const phone = newBrowser();
    const hash = /\/orders\/([0-9a-f]{32})\/details/.exec(new URL(link).pathname)?.[1];
    expect(hash).toBe(order.hash);
    const res = await correct(phone, order.id, { moogold_user_id: "555551234", order_hash: hash });
    expect(res.status).toBe(200);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.status).toBe("sending");
    expect((await runDeliveries()).failed).toEqual([]);
    const row = await orderRow(t.db, order.id);
    expect(row).toMatchObject({ status: "done", supplyUserId: "555551234" });
  });

  it("without the cookie or the order's own hash the call is a 404, whatever id is guessed", async () => {
    const { order } = await refusedOrderAndLink();
    const other = await supplyOrder(newBrowser(), "555559999");
    const stranger = newBrowser();
    const attempts = [
      { moogold_user_id: "555551234" },
      { moogold_user_id: "555551234", order_hash: "0".repeat(32) },
      // Another order's hash (a link the stranger does hold) opens that order only.
      { moogold_user_id: "555551234", order_hash: other.hash },
    ];
    for (const body of attempts) {
      const res = await correct(stranger, order.id, body);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ detail: "Заказ не найден." });
    }
    // A malformed hash is refused before any lookup.
    expect((await correct(stranger, order.id, { order_hash: "x" })).status).toBe(400);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.status).toBe("incorrect-details");
    expect((await orderRow(t.db, order.id)).supplyUserId).toBe("555550000");
  });
});
