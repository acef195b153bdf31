// Races only a real PostgreSQL server can show (PGlite runs one connection): confirmations of several payments
// debiting one balance never overdraw it, and one webhook delivered 10 times at once marks the order paid once.
import { eq } from "drizzle-orm";
import { orderEvents, paymentCallbacks } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { signedInShopper, type CheckoutEnv } from "./orders-test-kit";
import {
  balanceOf,
  createOrder,
  currentPayment,
  orderRow,
  pay,
  postWebhook,
  setBalance,
  startPaymentTest,
} from "./payments-test-kit";

const onPostgres = testEngines.filter((e) => e === "postgres");
if (!onPostgres.length) {
  console.warn(
    "payments-concurrency.test.ts skipped: TEST_DATABASE_URL is not set (these races need PostgreSQL)",
  );
}
const describeOnPostgres = onPostgres.length
  ? describe.each(onPostgres)
  : describe.skip.each(["PostgreSQL (skipped: TEST_DATABASE_URL is not set)"]);

describeOnPostgres("payments under concurrency on %s", (engine) => {
  let t: CheckoutEnv;
  beforeAll(async () => {
    t = await startPaymentTest(engine as "postgres");
  }, 30_000);
  afterAll(() => t.close());

  it("parallel confirmations debiting one balance never overdraw it", async () => {
    const { account, browser } = await signedInShopper(t.db);
    await setBalance(t.db, account.id, "300.00");
    // Eight orders each planning to take 300.00 of the 1000.00 balance: only three debits can succeed.
    const planned = [];
    for (let i = 0; i < 8; i++) {
      const order = await createOrder(t, browser);
      await pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
      const payment = await currentPayment(t.db, order.id);
      planned.push({ order, payment });
    }
    await setBalance(t.db, account.id, "1000.00");
    const results = await Promise.all(
      planned.map(({ payment }) =>
        postWebhook({
          payment_id: payment.providerPaymentId,
          event: "approve",
          amount: payment.amount,
          currency: payment.currency,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const statuses = await Promise.all(planned.map(({ order }) => orderRow(t.db, order.id)));
    const paid = statuses.filter((o) => o.status === "paid");
    expect(paid).toHaveLength(3);
    expect(statuses.filter((o) => o.paymentStatus === "failed")).toHaveLength(5);
    expect(await balanceOf(t.db, account.id)).toBe("100.00");
  }, 60_000);

  it("a webhook delivered 10 times at once marks the order paid once", async () => {
    const order = await createOrder(t);
    await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const p = await currentPayment(t.db, order.id);
    const body = { payment_id: p.providerPaymentId, event: "approve", amount: p.amount, currency: "RUB" };
    const results = await Promise.all(Array.from({ length: 10 }, () => postWebhook(body)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json.status === "ok")).toHaveLength(1);
    expect((await orderRow(t.db, order.id)).status).toBe("paid");
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.status === "paid")).toHaveLength(1);
    const keys = await t.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.providerPaymentId, p.providerPaymentId));
    expect(keys).toHaveLength(1);
  }, 60_000);
});
