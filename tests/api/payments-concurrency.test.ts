// Races only a real PostgreSQL server can show (PGlite runs one connection): payments started at once on one
// balance hold it once and never overdraw it, and one webhook delivered 10 times at once marks the order paid once.
import { eq } from "drizzle-orm";
import { orderEvents, paymentCallbacks } from "@/lib/server/db/schema";
import { describeOnPostgres } from "../helpers/test-db";
import * as payKit from "./payments-test-kit";

const onPostgres = describeOnPostgres("payments-concurrency.test.ts", "these races need PostgreSQL");

onPostgres("payments under concurrency on %s", (engine) => {
  const t = payKit.paymentSuite(engine as "postgres");

  it("parallel payments on one balance hold it once, and their approvals never overdraw it", async () => {
    const { account, browser } = await payKit.shopperWithBalance(t, "1000.00");
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await payKit.createOrder(t, browser));
    // Eight payments started at once, each counting on the balance: the holds add up to the balance, no more.
    const started = await Promise.all(
      orders.map((order) => payKit.pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" })),
    );
    expect(started.map((r) => r.status)).toEqual(Array(8).fill(200));
    const planned = await Promise.all(orders.map((order) => payKit.currentPayment(t.db, order.id)));
    const shares = planned.map((p) => p.balanceDebit).sort();
    expect(shares.filter((s) => s !== "0.00").sort()).toEqual(["191.00", "809.00"]);
    // The order the balance covered was paid at once; the provider approves the other seven at once.
    expect(planned.filter((p) => p.provider === "balance")).toMatchObject([{ status: "succeeded" }]);
    const results = await Promise.all(
      planned
        .filter((p) => p.provider === "sandbox")
        .map((payment) =>
          payKit.postWebhook({
            payment_id: payment.providerPaymentId,
            event: "approve",
            amount: payment.amount,
            currency: payment.currency,
          }),
        ),
    );
    expect(results.map((r) => r.json)).toEqual(Array(7).fill({ status: "ok" }));
    const statuses = await Promise.all(orders.map((order) => payKit.orderRow(t.db, order.id)));
    expect(statuses.map((o) => o.status)).toEqual(Array(8).fill("paid"));
    expect(await payKit.balanceOf(t.db, account.id)).toBe("0.00");
  }, 60_000);

  // Restarting a payment supersedes the pending one with two UPDATEs of its row; PostgreSQL re-checks the second
  // one's foreign key to the shopper (KEY SHARE on the user row). Two such restarts that then locked the user row
  // FOR UPDATE waited on each other's KEY SHARE: a deadlock, answered 500 (CI, seed 41021 of the invariant test).
  it("a shopper restarting the payments of several orders at once never deadlocks on the balance", async () => {
    const { account, browser } = await payKit.shopperWithBalance(t, "50.00");
    const orders: { id: number }[] = [];
    for (let i = 0; i < 6; i++) orders.push(await payKit.createOrder(t, browser));
    const payAll = () =>
      Promise.all(
        orders.map((order) => payKit.pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" })),
      );
    for (const order of orders)
      await payKit.pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    for (let round = 0; round < 4; round++) {
      expect((await payAll()).map((r) => [r.status, r.json.code ?? "ok"])).toEqual(
        Array(6).fill([200, "ok"]),
      );
    }
    // Each restart superseded its order's pending payment; the 50.00 is held once, by one of the current ones.
    const current = await Promise.all(orders.map((order) => payKit.currentPayment(t.db, order.id)));
    expect(current.map((p) => p.status)).toEqual(Array(6).fill("pending"));
    expect(current.map((p) => p.balanceDebit).filter((s) => s !== "0.00")).toEqual(["50.00"]);
    expect(await payKit.balanceOf(t.db, account.id)).toBe("50.00");
  }, 60_000);

  it("a webhook delivered 10 times at once marks the order paid once", async () => {
    const order = await payKit.createOrder(t);
    await payKit.pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const p = await payKit.currentPayment(t.db, order.id);
    const body = { payment_id: p.providerPaymentId, event: "approve", amount: p.amount, currency: "RUB" };
    const results = await Promise.all(Array.from({ length: 10 }, () => payKit.postWebhook(body)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json.status === "ok")).toHaveLength(1);
    expect((await payKit.orderRow(t.db, order.id)).status).toBe("paid");
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.status === "paid")).toHaveLength(1);
    const keys = await t.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.providerPaymentId, p.providerPaymentId));
    expect(keys).toHaveLength(1);
  }, 60_000);
});
