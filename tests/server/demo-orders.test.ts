// The demo orders are ones the store itself produced (issue "Promises kept", point 3): for every seeded order the
// status call, the payment-data call, the payment rows and the payment ledger tell the same story, delivered
// orders hold what was delivered, refunded ones the refund, and each shopper's balance is the sum of the balance
// movements the ledger records.
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import * as s from "@/lib/server/db/schema";
import { seedDemoOrders } from "@/lib/server/demo/seed-demo-orders";
import { statusOfError } from "@/lib/server/http/error-answer";
import type { AuthContext } from "@/lib/server/http/auth-context";
import { readOrderAccess } from "@/lib/server/orders/access/find-accessible-order";
import { buildOrderAccessValue, ORDER_ACCESS_COOKIE } from "@/lib/server/orders/access/order-access-cookie";
import { getOrderDetails } from "@/lib/server/orders/order-details";
import { getOrderStatus } from "@/lib/server/orders/order-status";
import { capturedOf } from "@/lib/server/fulfilment/refund-shares";
import { toKopecks } from "@/lib/money/kopecks";
import { getPaymentData } from "@/lib/server/payments/get-payment-data";
import { listBalanceMovements } from "@/lib/server/payments/list-balance-movements";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";

describe.each(testEngines)("demo orders placed by the store's services on %s", (engine) => {
  let t: TestDb;
  let orders: (typeof s.orders.$inferSelect)[];
  let ledger: (typeof s.paymentLedger.$inferSelect)[];
  beforeAll(async () => {
    t = await startTestDb({ engine });
    orders = await t.db.select().from(s.orders).orderBy(s.orders.id);
    ledger = await t.db.select().from(s.paymentLedger);
  }, 60_000);
  afterAll(() => t.close());

  /** What the order's own browser or owner sees through the two calls the payment page makes. */
  async function askAsOwner(order: typeof s.orders.$inferSelect) {
    const auth: AuthContext = { user: order.userId ? { id: order.userId, email: order.email } : null };
    const cookie = `${ORDER_ACCESS_COOKIE}=${await buildOrderAccessValue([], order.id)}`;
    const req = new NextRequest("http://localhost/api/", { headers: { cookie } });
    const status = await getOrderStatus(req, auth, order.id);
    const data = await getPaymentData(await readOrderAccess(req, auth), order.id).catch((err: unknown) => {
      if (statusOfError(err) === 404) return null;
      throw err;
    });
    return { status, data };
  }

  it("covers every state a shopper meets: waiting, paid, in delivery, done and refunded", () => {
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(["waiting_for_payment", "paid", "sending", "done", "failed"]),
    );
    expect(orders.length).toBeGreaterThanOrEqual(70);
  });

  it("agrees between the status call, the payment-data call, the order page and the ledger for every order", async () => {
    for (const order of orders) {
      const { status, data } = await askAsOwner(order);
      expect(status).toMatchObject({ id: order.id, status: order.status, paymentId: order.paymentId });
      const own = ledger.filter((e) => e.orderId === order.id);
      // The order page (GET /api/orders/{hash}/details/): the same status, ending its timeline, which shows the
      // payment exactly when the ledger has it.
      const page = (await getOrderDetails(order.hash))!;
      expect(page.status).toBe(order.status);
      expect(page.timeline.at(-1)!.status).toBe(order.status);
      expect(page.timeline.some((e) => e.status === "paid")).toBe(own.some((e) => e.outcome === "paid"));
      const started = own.filter((e) => e.event === "started" && e.providerPaymentId === order.paymentId);
      expect(started).toHaveLength(1);
      if (order.status === "waiting_for_payment") {
        // A payment was started and is pending: the page can resume it.
        expect(status.paymentStatus).toBe("pending");
        expect(data).not.toBeNull();
        expect(own.some((e) => e.outcome === "paid")).toBe(false);
        continue;
      }
      // Paid: the provider's approval (or the balance) paid it, and nothing is left to resume.
      expect(status.paymentStatus).toBe("succeeded");
      expect(data).toBeNull();
      const paid = own.filter((e) => e.outcome === "paid" && e.providerPaymentId === order.paymentId);
      expect(paid).toHaveLength(1);
      const [payment] = await t.db
        .select()
        .from(s.payments)
        .where(eq(s.payments.providerPaymentId, order.paymentId!));
      expect(payment).toMatchObject({ status: "succeeded", orderId: order.id });
      // The provider's share (with the method's fee) and the balance's share cover the order's total.
      expect(toKopecks(payment.amountRub) + toKopecks(payment.balanceDebit)).toBeGreaterThanOrEqual(
        toKopecks(order.total),
      );
      expect(toKopecks(paid[0].amountRub ?? "0")).toBe(toKopecks(payment.amountRub));
    }
  });

  it("holds what was delivered, what waits and what was refunded", async () => {
    const lines = await t.db.select().from(s.orderLines);
    for (const order of orders) {
      const own = lines.filter((l) => l.orderId === order.id);
      const refunds = ledger.filter((e) => e.orderId === order.id && e.event === "refund");
      if (order.status === "done") {
        if (order.kind === "rokky") expect(order.giftCode).toBeTruthy();
        else expect(own.every((l) => l.status === "completed" && l.deliveredAt !== null)).toBe(true);
        if (order.kind === "pubg") expect(own.every((l) => l.code)).toBe(true);
        expect(refunds).toHaveLength(0);
      }
      if (order.status === "failed") {
        expect(order.rejectReason).toBeTruthy();
        expect(own.every((l) => l.status === "refunded")).toBe(true);
        const back = refunds.reduce((sum, e) => sum + toKopecks(e.amountRub ?? "0"), 0n);
        // Everything taken comes back: the payment's balance share and its method charge, fee included.
        const [payment] = await t.db
          .select()
          .from(s.payments)
          .where(and(eq(s.payments.orderId, order.id), eq(s.payments.status, "succeeded")));
        expect(back).toBe(capturedOf(order, payment ?? null));
      }
      if (order.status === "sending") {
        // In the Standoff queue, or waiting for the shopper to correct the player id.
        expect(own.some((l) => l.status === "sending" || l.status === "incorrect-details")).toBe(true);
      }
      if (order.status === "paid") expect(own.every((l) => l.status === "processing")).toBe(true);
    }
  });

  it("gives every shopper the balance their ledger movements add up to", async () => {
    const users = await t.db.select().from(s.users);
    expect(users.some((u) => toKopecks(u.balance) > 0n)).toBe(true);
    let spent = 0;
    for (const user of users) {
      const { results } = await listBalanceMovements(user.id, 1000, 0);
      // A movement is signed: "-478.98" is a payment the balance made.
      const signed = (amount: string) =>
        amount.startsWith("-") ? -toKopecks(amount.slice(1)) : toKopecks(amount);
      const sum = results.reduce((acc, m) => acc + signed(m.amount), 0n);
      expect(sum).toBe(toKopecks(user.balance));
      spent += results.filter((m) => m.amount.startsWith("-")).length;
    }
    // A seeded order spends a balance an earlier refund credited (pubg-lera-balance-card).
    expect(spent).toBeGreaterThan(0);
  });

  it("places nothing a second time", async () => {
    expect(await seedDemoOrders()).toBe(0);
    expect(await t.db.$count(s.orders)).toBe(orders.length);
  });
});
