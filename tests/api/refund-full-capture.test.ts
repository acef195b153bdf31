// Issue 24: when the store fails to deliver, the shopper gets back every kopeck taken, the payment method's fee
// included: to the balance for an account, through the provider for a guest, recorded in the ledger and stated in
// the refund e-mail. A partial failure gives back the failed lines' largest-remainder share of the whole capture
// (refund-shares.ts), and refunding every line one by one gives back exactly what was captured.
import { asc, eq } from "drizzle-orm";
import * as supplyRoute from "@/app/api/orders/supply_channel/route";
import { orderLines, products } from "@/lib/server/db/schema";
import { markOrderDelivered, rejectOrderByStaff } from "@/lib/server/orders/staff/order-by-staff";
import { formatRub } from "@/lib/server/mail/templates/format-rub";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, signedInShopper, type Browser } from "./orders-test-kit";
import { payAndApprove, runDeliveries, takeMails } from "./fulfilment-test-kit";
import {
  ledgerEntries,
  balanceOf,
  createGiftOrder,
  currentPayment,
  orderRow,
  paymentSuite,
  setBalance,
} from "./payments-test-kit";

process.env.SANDBOX_FULFILMENT_DELAY_MS = "0";

const staff = { id: null, email: "ops@example.com", channel: "cli" as const };

describe.each(testEngines)("refunds give back the whole capture on %s", (engine) => {
  const t = paymentSuite(engine);
  let three: number[] = [];

  beforeAll(async () => {
    // Three lines of 33.34 + 33.33 + 33.34 = 100.01 ₽: with the card's 2.5 % fee, 102.51 ₽ is captured.
    const rows = await t.db
      .insert(products)
      .values(
        ["33.34", "33.33", "33.34"].map((price, i) => ({
          gameId: t.c.freeFire.id,
          title: `Набор ${i + 1}`,
          price,
        })),
      )
      .returning();
    three = rows.map((r) => r.id);
  });

  beforeEach(async () => {
    await runDeliveries();
    await takeMails();
  });

  async function supplyOrder(browser: Browser, playerId: string, productIds = [t.c.ffDiamonds.id]) {
    const res = await request(browser, supplyRoute, "/api/orders/supply_channel/", {
      method: "POST",
      body: {
        products: productIds.map((product_id) => ({ product_id, quantity: 1 })),
        supply_channel_user_id: playerId,
        email: "gamer@example.com",
      },
    });
    if (res.status !== 201) throw new Error(res.text);
    return res.json as { id: number; hash: string };
  }

  const refundsOf = (orderId: number) => ledgerEntries(t.db, orderId, "refund");
  const linesOf = (orderId: number) =>
    t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const capturedOf = async (orderId: number) => {
    const p = await currentPayment(t.db, orderId);
    return formatKopecks(toKopecks(p.balanceDebit) + toKopecks(p.amountRub));
  };
  const rub = formatRub;

  it("a 1111 line paid by balance and card comes back in full to the balance: balance share + card amount with its fee", async () => {
    const { account, browser } = await signedInShopper(t.db);
    await setBalance(t.db, account.id, "50.00");
    const order = await supplyOrder(browser, "777711111");
    await payAndApprove(t, browser, order.id);
    const payment = await currentPayment(t.db, order.id);
    // 89.00 ₽: 50.00 from the balance, 39.00 by card + 2.5 % = 39.98 ₽ charged.
    expect({ balanceDebit: payment.balanceDebit, amountRub: payment.amountRub }).toEqual({
      balanceDebit: "50.00",
      amountRub: "39.98",
    });
    await takeMails();
    expect((await runDeliveries()).failed).toEqual([]);
    expect((await orderRow(t.db, order.id)).status).toBe("failed");
    expect(await balanceOf(t.db, account.id)).toBe("89.98");
    expect(await linesOf(order.id)).toMatchObject([
      { status: "refunded", refundAmount: "89.98", refundMethod: "balance" },
    ]);
    expect(await refundsOf(order.id)).toMatchObject([{ outcome: "balance_credited", amountRub: "89.98" }]);
    const mails = await takeMails();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("возврат")]);
    expect(mails[0].subject).toContain(`возврат ${rub("89.98")}`);
    expect(mails[0].text).toContain(`Мы вернули ${rub("89.98")}`);
  });

  it("a guest's 1111 line is refunded through the provider for everything the card was charged", async () => {
    const browser = newBrowser();
    const order = await supplyOrder(browser, "888811111");
    await payAndApprove(t, browser, order.id);
    expect((await currentPayment(t.db, order.id)).amountRub).toBe("91.23"); // 89.00 + 2.5 %, half up
    await takeMails();
    await runDeliveries();
    expect(await linesOf(order.id)).toMatchObject([
      { status: "refunded", refundAmount: "91.23", refundMethod: "provider" },
    ]);
    expect(await refundsOf(order.id)).toMatchObject([{ outcome: "provider_refunded", amountRub: "91.23" }]);
    const [mail] = await takeMails();
    expect(mail.text).toContain(`Мы вернули ${rub("91.23")} на карту`);
  });

  it("a staff reject refunds the whole capture, fee included", async () => {
    const browser = newBrowser();
    const order = await supplyOrder(browser, "555512345");
    await payAndApprove(t, browser, order.id);
    await rejectOrderByStaff(order.id, staff, "Проверка");
    expect(await linesOf(order.id)).toMatchObject([{ status: "refunded", refundAmount: "91.23" }]);
    expect(await refundsOf(order.id)).toMatchObject([{ amountRub: "91.23" }]);
    expect(await capturedOf(order.id)).toBe("91.23");
  });

  it("a partial failure refunds exactly the failed lines' share of the capture, fee share included", async () => {
    const { account, browser } = await signedInShopper(t.db);
    const order = await supplyOrder(browser, "555554321", three);
    await payAndApprove(t, browser, order.id);
    expect(await capturedOf(order.id)).toBe("102.51");
    const [first] = await linesOf(order.id);
    await markOrderDelivered(order.id, staff, { lineId: first.id, note: "Выдано вручную" });
    await rejectOrderByStaff(order.id, staff, "Нет у поставщика");
    // Shares of 10251 kopecks by 3334 : 3333 : 3334 are 3418, 3416, 3417 (the odd kopeck to the first line).
    expect((await linesOf(order.id)).map((l) => [l.status, l.refundAmount])).toEqual([
      ["completed", null],
      ["refunded", "34.16"],
      ["refunded", "34.17"],
    ]);
    expect(await balanceOf(t.db, account.id)).toBe("68.33");
    expect((await refundsOf(order.id)).map((e) => e.amountRub)).toEqual(["34.16", "34.17"]);
  });

  it("every line refunded one by one gives back exactly what was captured, and the e-mail says so", async () => {
    const browser = newBrowser();
    const order = await supplyOrder(browser, "999911111", three);
    await payAndApprove(t, browser, order.id);
    await takeMails();
    await runDeliveries();
    expect((await linesOf(order.id)).map((l) => l.refundAmount)).toEqual(["34.18", "34.16", "34.17"]);
    const refunds = await refundsOf(order.id);
    expect(refunds.map((e) => e.amountRub)).toEqual(["34.18", "34.16", "34.17"]);
    expect(formatKopecks(refunds.reduce((s, e) => s + toKopecks(e.amountRub ?? "0"), 0n))).toBe("102.51");
    expect(await capturedOf(order.id)).toBe("102.51");
    const [mail] = await takeMails();
    expect(mail.text).toContain(`Мы вернули ${rub("102.51")}`);
  });

  it("a region-locked gift says so to the shopper and gives back the whole capture", async () => {
    const { browser, id: orderId } = await createGiftOrder(t, newBrowser(), "buyer0000@example.com");
    await payAndApprove(t, browser, orderId);
    expect(await capturedOf(orderId)).toBe("435.63"); // 425.00 + 2.5 %
    await takeMails();
    await runDeliveries();
    const row = await orderRow(t.db, orderId);
    expect(row.status).toBe("failed");
    expect(row.rejectReason).toMatch(/регион/);
    expect(await refundsOf(orderId)).toMatchObject([{ outcome: "provider_refunded", amountRub: "435.63" }]);
    const [mail] = await takeMails();
    expect(mail.text).toMatch(/Причина: .*регион/);
    expect(mail.text).toContain(`Мы вернули ${rub("435.63")}`);
  });
});
