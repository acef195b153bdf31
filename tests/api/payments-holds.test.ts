// Issue 9 section 1 and 7: a payment's balance share is held when it starts (two payments never count on the same
// roubles), released when it fails, is superseded or expires, and debited on approval; money a provider reports
// as taken is always honoured (it pays the order or is credited); every provider event is in the append-only
// ledger; unpaid orders expire, giving back their promo-code use and balance hold.
import { and, eq } from "drizzle-orm";
import * as activatePromoRoute from "@/app/api/orders/[id]/activate_promo_code/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import { listOutbox } from "@/lib/server/mail/outbox";
import { captureCredits, orders, paymentLedger, payments, promoCodes, users } from "@/lib/server/db/schema";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import {
  listOpenCaptureCredits,
  recordCaptureCreditRefund,
} from "@/lib/server/payments/capture-credit-refunds";
import { expireUnpaidOrders } from "@/lib/server/orders/expire-unpaid-orders";
import { readPaymentFacts } from "@/lib/server/payments/read-payment-facts";
import { ORDER_EXPIRED_REASON } from "@/lib/server/orders/expire-order";
import { runMailJobs, storedMailJobs } from "../helpers/mail-jobs";
import { testEngines } from "../helpers/test-db";
import { request, signedInShopper, type CheckoutEnv } from "./orders-test-kit";
import * as payKit from "./payments-test-kit";

const heldOf = async (t: CheckoutEnv, userId: number) =>
  (await t.db.select({ held: users.balanceHeld }).from(users).where(eq(users.id, userId)))[0].held;

const approve = (p: { providerPaymentId: string; amount: string; currency: string }) =>
  payKit.postWebhook({
    payment_id: p.providerPaymentId,
    event: "approve",
    amount: p.amount,
    currency: p.currency,
  });

const ledgerOf = (t: CheckoutEnv, providerPaymentId: string) =>
  t.db.select().from(paymentLedger).where(eq(paymentLedger.providerPaymentId, providerPaymentId));

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe.each(testEngines)("balance holds, late approvals and expiry on %s", (engine) => {
  const t = payKit.paymentSuite(engine);

  it("two payments never count on the same balance: the second one is charged in full", async () => {
    const { account, browser } = await payKit.shopperWithBalance(t, "300.00");
    const first = await payKit.createOrder(t, browser);
    const second = await payKit.createOrder(t, browser);
    await payKit.pay(browser, "sandbox-card", { order_id: first.id, currency: "RUB" });
    await payKit.pay(browser, "sandbox-card", { order_id: second.id, currency: "RUB" });
    const p1 = await payKit.currentPayment(t.db, first.id);
    const p2 = await payKit.currentPayment(t.db, second.id);
    expect(p1).toMatchObject({ balanceDebit: "300.00", holdState: "held" });
    // 809.00 + 2.5 % = 829.225 -> 829.23: nothing of the held balance is counted again.
    expect(p2).toMatchObject({ balanceDebit: "0.00", holdState: "none", amount: "829.23" });
    expect(await heldOf(t, account.id)).toBe("300.00");
    const profile = await request(browser, profileRoute, "/api/auth/profile/");
    expect(profile.json.balance).toBe("0.00");
    expect((await approve(p2)).json).toEqual({ status: "ok" });
    expect((await approve(p1)).json).toEqual({ status: "ok" });
    expect((await payKit.orderRow(t.db, first.id)).status).toBe("paid");
    expect((await payKit.orderRow(t.db, second.id)).status).toBe("paid");
    expect(await payKit.balanceOf(t.db, account.id)).toBe("0.00");
    expect(await heldOf(t, account.id)).toBe("0.00");
  });

  it("a superseded or declined payment gives its hold back; a new attempt holds again, once", async () => {
    const { account, browser } = await payKit.shopperWithBalance(t, "300.00");
    const order = await payKit.createOrder(t, browser);
    await payKit.pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const old = await payKit.currentPayment(t.db, order.id);
    await payKit.pay(browser, "sandbox-sbp-qr", { order_id: order.id, currency: "RUB" });
    const newer = await payKit.currentPayment(t.db, order.id);
    const [oldRow] = await t.db.select().from(payments).where(eq(payments.id, old.id));
    expect(oldRow).toMatchObject({ status: "superseded", holdState: "released" });
    expect(newer).toMatchObject({ balanceDebit: "300.00", holdState: "held" });
    expect(await heldOf(t, account.id)).toBe("300.00");
    // The payment page counts that hold as this order's to spend again: a new attempt releases it first.
    expect((await readPaymentFacts(order.id)).pending).toMatchObject({ balanceHeld: "300.00" });
    await payKit.decide(newer.providerPaymentId, "decline");
    expect(await heldOf(t, account.id)).toBe("0.00");
    expect(await payKit.balanceOf(t.db, account.id)).toBe("300.00");
    const events = (await ledgerOf(t, newer.providerPaymentId)).map((e) => [e.event, e.outcome]);
    expect(events).toEqual([
      ["started", "pending"],
      ["hold", "applied"],
      ["release", "applied"],
      ["decline", "declined"],
    ]);
  });

  it("a late approval whose balance share was spent meanwhile is credited to the balance, never dropped", async () => {
    const { account, browser } = await payKit.shopperWithBalance(t, "300.00");
    const first = await payKit.createOrder(t, browser);
    await payKit.pay(browser, "sandbox-card", { order_id: first.id, currency: "RUB" });
    const p1 = await payKit.currentPayment(t.db, first.id);
    await payKit.decide(p1.providerPaymentId, "decline");
    // The released 300.00 pays most of another order...
    const second = await payKit.createOrder(t, browser);
    await payKit.pay(browser, "sandbox-card", { order_id: second.id, currency: "RUB" });
    await approve(await payKit.currentPayment(t.db, second.id));
    expect(await payKit.balanceOf(t.db, account.id)).toBe("0.00");
    // ...and then the provider reports that it took the first payment's 521.73 after all.
    expect((await approve(p1)).json).toEqual({ status: "ok" });
    expect((await payKit.orderRow(t.db, first.id)).status).toBe("waiting_for_payment");
    expect(await payKit.balanceOf(t.db, account.id)).toBe(p1.amountRub);
    const [credit] = await t.db.select().from(captureCredits).where(eq(captureCredits.paymentId, p1.id));
    expect(credit).toMatchObject({ status: "credited", userId: account.id, amountRub: "521.73" });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, p1.id));
    expect(row.status).toBe("credited");
  });

  it("an approval for an already paid order credits the signed-in payer; a replay credits nothing more", async () => {
    const { account, browser } = await signedInShopper(t.db);
    const order = await payKit.createOrder(t, browser);
    await payKit.pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const a = await payKit.currentPayment(t.db, order.id);
    await payKit.pay(browser, "sandbox-sbp-qr", { order_id: order.id, currency: "RUB" });
    const b = await payKit.currentPayment(t.db, order.id);
    await approve(b);
    expect((await payKit.orderRow(t.db, order.id)).status).toBe("paid");
    expect((await approve(a)).json).toEqual({ status: "ok" });
    expect((await approve(a)).json).toEqual({ status: "ignored" });
    expect(await payKit.balanceOf(t.db, account.id)).toBe(a.amountRub);
    const outcomes = (await ledgerOf(t, a.providerPaymentId)).map((e) => `${e.event}:${e.outcome}`);
    expect(outcomes).toEqual([
      "started:pending",
      "superseded:applied",
      "approve:credited",
      "credit:balance_credited",
      "approve:replayed",
    ]);
  });

  it("a guest's captured payment for a paid order becomes an open credit and the guest is told by e-mail", async () => {
    const order = await payKit.createOrder(t);
    await payKit.pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const a = await payKit.currentPayment(t.db, order.id);
    await payKit.pay(order.browser, "sandbox-sbp-qr", { order_id: order.id, currency: "RUB" });
    await approve(await payKit.currentPayment(t.db, order.id));
    expect((await approve(a)).json).toEqual({ status: "ok" });
    const [credit] = await t.db.select().from(captureCredits).where(eq(captureCredits.paymentId, a.id));
    expect(credit).toMatchObject({ status: "open", userId: null, email: "payer@example.com" });
    // The e-mail is a send-mail job committed with the credit, sent when the mail worker runs it.
    const isCreditMail = (m: { subject?: string }) =>
      m.subject?.includes(`заказу №${order.id} сохранён`) ?? false;
    const queued = (await storedMailJobs(t.db)).filter((j) => isCreditMail(j.data as { subject?: string }));
    expect(queued.map((j) => j.state)).toEqual(["created"]);
    expect((await listOutbox()).filter(isCreditMail)).toEqual([]);
    expect((await runMailJobs()).failed).toEqual([]);
    const mails = await listOutbox();
    const mail = mails.find((m) => m.subject.includes(`заказу №${order.id}`));
    expect(mail?.to).toBe("payer@example.com");
    expect(mail?.text).toContain(`${a.amountRub} ₽`);
    expect(mail?.text).toContain(`/orders/${order.hash}/details`);
    // The operator refunds it through the provider and records that, once.
    expect((await listOpenCaptureCredits(t.db)).map((c) => c.id)).toContain(credit.id);
    expect(await recordCaptureCreditRefund(t.db, credit.id, "возврат на карту")).toMatchObject({
      status: "refunded",
    });
    expect(await recordCaptureCreditRefund(t.db, credit.id, "ещё раз")).toBeNull();
    expect((await listOpenCaptureCredits(t.db)).map((c) => c.id)).not.toContain(credit.id);
    const refunds = (await ledgerOf(t, a.providerPaymentId)).filter((e) => e.event === "refund");
    expect(refunds).toMatchObject([{ outcome: "refunded", amountRub: a.amountRub }]);
  });

  it("records every provider event, even unknown payments and mismatches, and the ledger cannot be changed", async () => {
    const order = await payKit.createOrder(t);
    await payKit.pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const p = await payKit.currentPayment(t.db, order.id);
    await payKit.postWebhook({
      payment_id: p.providerPaymentId,
      event: "approve",
      amount: "1.00",
      currency: "RUB",
    });
    await payKit.postWebhook({
      payment_id: "no-such-payment",
      event: "approve",
      amount: "1.00",
      currency: "RUB",
    });
    expect((await ledgerOf(t, p.providerPaymentId)).map((e) => e.outcome)).toContain("mismatch");
    expect((await ledgerOf(t, "no-such-payment")).map((e) => e.outcome)).toEqual(["unknown_payment"]);
    await expect(
      t.db
        .update(paymentLedger)
        .set({ outcome: "forged" })
        .where(eq(paymentLedger.providerPaymentId, p.providerPaymentId)),
    ).rejects.toThrow();
    await expect(t.db.delete(paymentLedger)).rejects.toThrow();
  });

  it("an unpaid order expires: its promo-code use and balance hold come back; paying later is refused", async () => {
    const { account, browser } = await payKit.shopperWithBalance(t, "200.00");
    await t.db.insert(promoCodes).values({ code: "ONCE5", percent: 5, gameId: t.c.pubg.id, maxUses: 1 });
    const order = await payKit.createOrder(t, browser);
    const activated = await request(
      browser,
      activatePromoRoute,
      `/api/orders/${order.id}/activate_promo_code/`,
      {
        method: "POST",
        body: { code: "ONCE5" },
        params: { id: String(order.id) },
      },
    );
    expect(activated.status).toBe(200);
    await payKit.pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    const p = await payKit.currentPayment(t.db, order.id);
    expect(await heldOf(t, account.id)).toBe("200.00");
    expect(await expireUnpaidOrders(minutesLater(29))).toBe(0);
    expect(await expireUnpaidOrders(minutesLater(31))).toBeGreaterThanOrEqual(1);
    const expired = await payKit.orderRow(t.db, order.id);
    expect(expired).toMatchObject({ status: "failed", rejectReason: ORDER_EXPIRED_REASON });
    expect(expired.expiredAt).not.toBeNull();
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, "ONCE5"));
    expect(promo.uses).toBe(0);
    expect(await heldOf(t, account.id)).toBe("0.00");
    const [closed] = await t.db.select().from(payments).where(eq(payments.id, p.id));
    expect(closed).toMatchObject({ status: "expired", holdState: "released" });
    const again = await payKit.pay(browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    expect(again.status).toBe(400);
    expect(again.json.non_field_errors).toEqual([ORDER_EXPIRED_REASON]);
    // The provider took the money after all: it is credited, the order stays expired.
    expect((await approve(p)).json).toEqual({ status: "ok" });
    expect((await payKit.orderRow(t.db, order.id)).status).toBe("failed");
    expect(await payKit.balanceOf(t.db, account.id)).toBe(formatKopecks(20_000n + toKopecks(p.amountRub)));
  });

  it("an order past its deadline is expired when a payment is attempted, even before the sweep runs", async () => {
    const order = await payKit.createOrder(t);
    await t.db
      .update(orders)
      .set({ created: minutesLater(-45) })
      .where(eq(orders.id, order.id));
    const res = await payKit.pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB" });
    expect(res.status).toBe(400);
    expect(res.json.non_field_errors).toEqual([ORDER_EXPIRED_REASON]);
    expect(await payKit.orderRow(t.db, order.id)).toMatchObject({
      status: "failed",
      rejectReason: ORDER_EXPIRED_REASON,
    });
    const started = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
    expect(started).toHaveLength(0);
  });
});
