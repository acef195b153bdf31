// Issue 15: the cashback a gift advertises is credited to the buyer's balance when the order is done: once, in the
// transaction that makes it done, as a ledger entry naming the order; listed in the balance history and said in the
// delivery e-mail. A guest gets none (the gift page says so before paying).
import { eq } from "drizzle-orm";
import * as rokkyRoute from "@/app/api/orders/rokky/route";
import * as historyRoute from "@/app/api/auth/users/me/balance_history/route";
import { gifts, orders } from "@/lib/server/db/schema";
import { deliverOrder } from "@/lib/server/fulfilment/deliver-order";
import { settleOrders } from "@/lib/server/fulfilment/settle-order";
import { transitionOrder } from "@/lib/server/orders/status-machine";
import { testEngines } from "../helpers/test-db";
import { insertGift } from "./fixtures/insert-fixtures";
import { newBrowser, request, signedInShopper, type Browser } from "./orders-test-kit";
import { payAndApprove, runDeliveries, takeMails } from "./fulfilment-test-kit";
import { balanceOf, ledgerEntries, setBalance, paymentSuite } from "./payments-test-kit";

process.env.SANDBOX_FULFILMENT_DELAY_MS = "0";

describe.each(testEngines)("gift cashback on %s", (engine) => {
  const t = paymentSuite(engine);
  let giftId: number;
  beforeAll(async () => {
    giftId = (await insertGift(t.db, { title: "Hollow Knight", price: "300.00", cashback: "20.00" })).id;
  });
  beforeEach(async () => {
    await runDeliveries();
    await takeMails();
  });

  async function giftOrder(browser: Browser, email?: string) {
    const res = await request(browser, rokkyRoute, "/api/orders/rokky/", {
      method: "POST",
      body: { gift: giftId, ...(email ? { email } : {}) },
    });
    if (res.status !== 201) throw new Error(res.text);
    return res.json as { id: number; hash: string };
  }

  const cashbackEntries = (orderId: number) => ledgerEntries(t.db, orderId, "cashback");

  it("credits a signed-in buyer's balance once when the gift order is done, and says so", async () => {
    const { account, browser } = await signedInShopper(t.db);
    const order = await giftOrder(browser);
    await payAndApprove(t, browser, order.id);
    const before = await balanceOf(t.db, account.id);
    expect(await runDeliveries()).toEqual({ ran: 1, failed: [] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("done");
    expect(await balanceOf(t.db, account.id)).toBe((Number(before) + 20).toFixed(2));

    const entries = await cashbackEntries(order.id);
    expect(entries).toEqual([
      expect.objectContaining({ userId: account.id, outcome: "balance_credited", amountRub: "20.00" }),
    ]);
    const delivered = (await takeMails()).find((m) => m.subject.includes("выполнен"));
    expect(delivered?.text).toMatch(/Кешбэк 20\s₽ зачислен на баланс/);

    // The done transition retried (a second delivery job, a settlement run again): nothing more is credited.
    await deliverOrder(order.id);
    await t.db.transaction((tx) => settleOrders(tx, [order.id]));
    expect(await transitionOrder(t.db, order.id, "sent", "done")).toBe(false);
    expect(await balanceOf(t.db, account.id)).toBe((Number(before) + 20).toFixed(2));
    expect(await cashbackEntries(order.id)).toHaveLength(1);

    const history = await request(browser, historyRoute, "/api/auth/users/me/balance_history/");
    expect(history.status).toBe(200);
    expect(history.json.results[0]).toEqual({
      id: entries[0].id,
      created: expect.any(String),
      kind: "cashback",
      amount: "20.00",
      order_id: order.id,
      order_hash: order.hash,
    });
  });

  it("credits the cashback promised when the order was made, not a later catalogue change", async () => {
    const { account, browser } = await signedInShopper(t.db);
    const order = await giftOrder(browser);
    await t.db.update(gifts).set({ cashback: "99.00" }).where(eq(gifts.id, giftId));
    try {
      await payAndApprove(t, browser, order.id);
      const before = await balanceOf(t.db, account.id);
      await runDeliveries();
      expect(await balanceOf(t.db, account.id)).toBe((Number(before) + 20).toFixed(2));
    } finally {
      await t.db.update(gifts).set({ cashback: "20.00" }).where(eq(gifts.id, giftId));
    }
  });

  it("credits nothing to a guest, and nothing when the gift could not be delivered", async () => {
    const guest = newBrowser();
    const order = await giftOrder(guest, "guest@example.com");
    await payAndApprove(t, guest, order.id);
    await runDeliveries();
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("done");
    expect(await cashbackEntries(order.id)).toEqual([]);
    const delivered = (await takeMails()).find((m) => m.subject.includes("выполнен"));
    expect(delivered?.text).toBeDefined();
    expect(delivered?.text).not.toMatch(/Кешбэк/);
  });

  it("lists a payment made from the balance as a negative movement next to the cashback it earned", async () => {
    const { account, browser } = await signedInShopper(t.db);
    await setBalance(t.db, account.id, "1000.00");
    const order = await giftOrder(browser);
    await payAndApprove(t, browser, order.id);
    await runDeliveries();
    const history = await request(browser, historyRoute, "/api/auth/users/me/balance_history/");
    expect(history.status).toBe(200);
    expect(
      history.json.results.map((m: { kind: string; amount: string; order_id: number }) => [
        m.kind,
        m.amount,
        m.order_id,
      ]),
    ).toEqual([
      ["cashback", "20.00", order.id],
      ["payment", "-300.00", order.id],
    ]);
    expect(await balanceOf(t.db, account.id)).toBe("720.00");
  });

  it("lists payments by balance, refunds and cashback in the balance history; asks for a token", async () => {
    const anonymous = await request(newBrowser(), historyRoute, "/api/auth/users/me/balance_history/");
    expect(anonymous.status).toBe(401);
    const { browser } = await signedInShopper(t.db);
    const empty = await request(browser, historyRoute, "/api/auth/users/me/balance_history/");
    expect(empty.json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
