// The owner may decline to spend the balance on a payment (the payment page's switch, on by default): with
// use_balance false the provider is asked for the whole order and the balance is neither held nor debited.
import { testEngines } from "../helpers/test-db";
import type { Browser } from "./orders-test-kit";
import * as payKit from "./payments-test-kit";

/** A sandbox-card payment of the order with the payment page's balance switch sent as `useBalance`. */
const payWithSwitch = (browser: Browser, orderId: number, useBalance: unknown) =>
  payKit.pay(browser, "sandbox-card", { order_id: orderId, currency: "RUB", use_balance: useBalance });

describe.each(testEngines)("declining the balance on %s", (engine) => {
  const t = payKit.paymentSuite(engine);

  it("charges the provider for everything and leaves the balance untouched", async () => {
    const { account, browser } = await payKit.shopperWithBalance(t, "1000.00");
    const order = await payKit.createOrder(t, browser);
    const res = await payWithSwitch(browser, order.id, false);
    expect(res.json.type).toBe("redirect");
    // 809.00 plus 2.5 % = 829.225 -> 829.23, nothing held.
    expect(await payKit.currentPayment(t.db, order.id)).toMatchObject({
      amount: "829.23",
      balanceDebit: "0.00",
      holdState: "none",
    });
    await payKit.decide((await payKit.orderRow(t.db, order.id)).paymentId!, "approve");
    expect((await payKit.orderRow(t.db, order.id)).status).toBe("paid");
    expect(await payKit.balanceOf(t.db, account.id)).toBe("1000.00");
  });

  it("uses the balance when the switch stays on (true or absent), and refuses a non-boolean", async () => {
    const { browser } = await payKit.shopperWithBalance(t, "1000.00");
    const order = await payKit.createOrder(t, browser);
    const res = await payWithSwitch(browser, order.id, true);
    expect(res.json).toEqual({ type: "wait_order_state", order_id: order.id });
    const other = await payKit.createOrder(t, browser);
    const bad = await payWithSwitch(browser, other.id, "no");
    expect(bad.status).toBe(400);
    expect(bad.json.use_balance).toEqual(["Введите true или false."]);
  });
});
