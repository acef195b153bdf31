// One order by hash (for anyone holding it, granting the access cookie), its details page (lines, codes once
// delivered, status timeline) and the status poll addressed by id.
import { eq } from "drizzle-orm";
import * as pubgRoute from "@/app/api/orders/pubg/route";
import * as rokkyRoute from "@/app/api/orders/rokky/route";
import * as orderRoute from "@/app/api/orders/[id]/route";
import * as detailsRoute from "@/app/api/orders/[id]/details/route";
import * as statusRoute from "@/app/api/orders/status/[id]/route";
import { orderLines, orders } from "@/lib/server/db/schema";
import { transitionOrder } from "@/lib/server/orders/status-machine";
import { testEngines } from "../helpers/test-db";
import { insertOrder } from "./fixtures/insert-fixtures";
import { newBrowser, request, signedInShopper, checkoutSuite, type Browser } from "./orders-test-kit";

describe.each(testEngines)("order lookup on %s", (engine) => {
  const t = checkoutSuite(engine);

  // Next.js hands both /api/orders/{hash}/ and /api/orders/{id}/... their segment as "id" (one folder).
  const open = (browser: Browser, hash: string) =>
    request(browser, orderRoute, `/api/orders/${hash}/`, { params: { id: hash } });
  const details = (hash: string) =>
    request(newBrowser(), detailsRoute, `/api/orders/${hash}/details/`, { params: { id: hash } });
  const status = (browser: Browser, id: number | string) =>
    request(browser, statusRoute, `/api/orders/status/${id}/`, { params: { id: String(id) } });
  const pubgOrder = async (browser = newBrowser()) =>
    (
      await request(browser, pubgRoute, "/api/orders/pubg/", {
        method: "POST",
        body: { products: [{ product_id: t.c.uc60.id, quantity: 2 }], email: "look@example.com" },
      })
    ).json;

  it("shows the recalculated order to anyone with the hash, and 404 for unknown or malformed hashes", async () => {
    const order = await pubgOrder();
    const res = await open(newBrowser(), order.hash);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(order);
    for (const hash of [
      "0".repeat(32),
      order.hash.toUpperCase(),
      order.hash.slice(1),
      String(order.id),
      "x'--",
    ]) {
      expect((await open(newBrowser(), hash)).status).toBe(404);
    }
  });

  it("grants the browser that opened the hash access to the calls by id", async () => {
    const owner = newBrowser();
    const order = await pubgOrder(owner);
    const other = newBrowser();
    expect((await status(other, order.id)).status).toBe(404);
    await open(other, order.hash);
    const res = await status(other, order.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: order.id, status: "created", payment_id: null, payment_status: null });
    // So does its details page.
    const third = newBrowser();
    await request(third, detailsRoute, `/api/orders/${order.hash}/details/`, { params: { id: order.hash } });
    expect((await status(third, order.id)).status).toBe(200);
    // Opening another order keeps the first one in the cookie.
    const second = await pubgOrder();
    await open(other, second.hash);
    expect((await status(other, order.id)).status).toBe(200);
    expect((await status(other, second.id)).status).toBe(200);
  });

  it("answers the status to the owner's token from any browser, and 404 to strangers", async () => {
    const { browser } = await signedInShopper(t.db);
    const order = await pubgOrder(browser);
    await t.db
      .update(orders)
      .set({ paymentId: "pay_1", paymentStatus: "pending" })
      .where(eq(orders.id, order.id));
    await transitionOrder(t.db, order.id, "created", "waiting_for_payment");
    const res = await status(newBrowser(browser.token), order.id);
    expect(res.json).toEqual({
      id: order.id,
      status: "waiting_for_payment",
      payment_id: "pay_1",
      payment_status: "pending",
    });
    const stranger = await signedInShopper(t.db);
    expect((await status(stranger.browser, order.id)).status).toBe(404);
    expect((await status(newBrowser(), order.id)).status).toBe(404);
    expect((await status(browser, 999_999)).status).toBe(404);
    expect((await status(browser, "-1")).status).toBe(404);
  });

  it("details: the timeline of every status, and PUBG codes only once the order is sent", async () => {
    const order = await pubgOrder();
    await t.db
      .update(orderLines)
      .set({ code: "AAAA-BBBB-CCCC-DDDD" })
      .where(eq(orderLines.orderId, order.id));
    const steps = ["waiting_for_payment", "paid", "sending"] as const;
    let from: (typeof steps)[number] | "created" = "created";
    for (const to of steps) {
      expect(await transitionOrder(t.db, order.id, from, to)).toBe(true);
      from = to;
    }
    const before = await details(order.hash);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ resourcetype: "PUBGOrder", status: "sending", codes: [] });
    expect(before.json.order_products[0]).toMatchObject({ quantity: 2, status: "processing", codes: [] });
    expect(before.json.timeline.map((e: any) => e.status)).toEqual(["created", ...steps]);
    expect(JSON.stringify(before.json)).not.toContain("AAAA");

    await transitionOrder(t.db, order.id, "sending", "sent");
    const after = await details(order.hash);
    expect(after.json.codes).toEqual([{ code: "AAAA-BBBB-CCCC-DDDD", amount_uc: 120 }]);
    expect(after.json.timeline).toHaveLength(5);
    expect(after.json.timeline[4]).toEqual({ status: "sent", created: expect.any(String) });
    expect((await details("f".repeat(32))).status).toBe(404);
  });

  it("details: a gift's key only once delivered, and a timeline for orders older than the timeline", async () => {
    const gift = (
      await request(newBrowser(), rokkyRoute, "/api/orders/rokky/", {
        method: "POST",
        body: { gift: t.c.gift.id, email: "look@example.com" },
      })
    ).json;
    await t.db.update(orders).set({ giftCode: "KEY-123" }).where(eq(orders.id, gift.id));
    expect((await details(gift.hash)).json).toMatchObject({ resourcetype: "RokkyOrder", code: null });
    await t.db.update(orders).set({ status: "done" }).where(eq(orders.id, gift.id));
    expect((await details(gift.hash)).json.code).toBe("KEY-123");

    const old = await insertOrder(t.db, { status: "done", gameId: t.c.pubg.id, email: "old@example.com" });
    const res = await details(old.hash);
    expect(res.json.timeline.map((e: any) => e.status)).toEqual(["created", "done"]);
  });
});
