// The signed-in owner's balance lowers the amount to pay and is debited only when the payment is confirmed, in
// the same transaction; the share is held meanwhile (tests/api/payments-holds.test.ts).
import { testEngines } from "../helpers/test-db";
import {
  balanceOf,
  createOrder,
  currentPayment,
  decide,
  orderRow,
  orderStatus,
  pay,
  paymentData,
  shopperWithBalance,
  paymentSuite,
} from "./payments-test-kit";

describe.each(testEngines)("paying with the balance on %s", (engine) => {
  const t = paymentSuite(engine);

  it("covers part of the order: the provider charges the rest plus fees; the debit waits for the approval", async () => {
    const { account, browser } = await shopperWithBalance(t, "300.00");
    const order = await createOrder(t, browser);
    const res = await pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    expect(res.json.type).toBe("redirect");
    // 809.00 - 300.00 = 509.00; plus 2.5 % = 521.725 -> 521.73.
    expect(await currentPayment(t.db, order.id)).toMatchObject({
      amount: "521.73",
      balanceDebit: "300.00",
      userId: account.id,
    });
    expect((await orderRow(t.db, order.id)).totalToPay).toBe("509.00");
    expect(await balanceOf(t.db, account.id)).toBe("300.00");
    await decide((await orderRow(t.db, order.id)).paymentId!, "approve");
    expect((await orderRow(t.db, order.id)).status).toBe("paid");
    expect(await balanceOf(t.db, account.id)).toBe("0.00");
  });

  it("covers the whole order: paid at once, answered with wait_order_state", async () => {
    const { account, browser } = await shopperWithBalance(t, "1000.00");
    const order = await createOrder(t, browser);
    const res = await pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    expect(res.json).toEqual({ type: "wait_order_state", order_id: order.id });
    expect((await orderStatus(browser, order.id)).json).toMatchObject({
      status: "paid",
      payment_status: "succeeded",
    });
    expect(await balanceOf(t.db, account.id)).toBe("191.00");
    expect(await currentPayment(t.db, order.id)).toMatchObject({
      provider: "balance",
      amount: "0.00",
      balanceDebit: "809.00",
      status: "succeeded",
    });
    expect((await paymentData(browser, order.id)).status).toBe(404);
  });

  it("never spends the balance of a guest's order or of another user", async () => {
    const { account, browser } = await shopperWithBalance(t, "5000.00");
    const guestOrder = await createOrder(t);
    await pay(guestOrder.browser, "sandbox-card", { order_id: guestOrder.id, currency: "RUB" });
    expect(await currentPayment(t.db, guestOrder.id)).toMatchObject({ balanceDebit: "0.00", userId: null });
    // A signed-in shopper holding a guest order's cookie still pays it without the balance.
    browser.cookie = guestOrder.browser.cookie;
    await pay(browser, "sandbox-card", { order_id: guestOrder.id, currency: "RUB" });
    expect(await currentPayment(t.db, guestOrder.id)).toMatchObject({ balanceDebit: "0.00" });
    expect(await balanceOf(t.db, account.id)).toBe("5000.00");
  });
});
