// Issue 10: every paid order is delivered exactly once, or refunded. The order is paid through the sandbox (its
// delivery job and receipt are sent in the paying transaction), the job runs as the worker runs it, and the
// shopper's view (order details, e-mails) and the money (balance, ledger, code stock) are checked.
import { eq, sql } from "drizzle-orm";
import * as detailsRoute from "@/app/api/orders/[id]/details/route";
import * as steamRoute from "@/app/api/orders/steam/route";
import { ORDER_STATUSES } from "@/lib/schemas/orders/order-statuses";
import { orderLines, pubgCodes, sandboxDeliveries } from "@/lib/server/db/schema";
import { deliverOrder } from "@/lib/server/fulfilment/deliver-order";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, signedInShopper, type Browser } from "./orders-test-kit";
import { payAndApprove, runDeliveries, takeMails } from "./fulfilment-test-kit";
import {
  ledgerEntries,
  balanceOf,
  createGiftOrder,
  createOrder,
  createSupplyOrder,
  orderRow,
  setBalance,
  paymentSuite,
} from "./payments-test-kit";

process.env.SANDBOX_FULFILMENT_DELAY_MS = "0";

describe.each(testEngines)("fulfilment on %s", (engine) => {
  const t = paymentSuite(engine);
  beforeAll(async () => {
    // The tests below stock 660 UC themselves and check which codes were handed out.
    await t.db.delete(pubgCodes).where(eq(pubgCodes.productId, t.c.uc660.id));
  });

  async function addCodes(productId: number, count: number, prefix: string) {
    await t.db
      .insert(pubgCodes)
      .values(Array.from({ length: count }, (_, i) => ({ productId, code: `${prefix}-${i}` })));
  }

  const details = async (hash: string) =>
    (await request(newBrowser(), detailsRoute, `/api/orders/${hash}/details/`, { params: { id: hash } }))
      .json;

  const supplyOrder = (browser: Browser, userId: string) => createSupplyOrder(t, browser, userId);

  beforeEach(async () => {
    await runDeliveries();
    await takeMails();
  });

  it("a guest's PUBG order is delivered with codes from stock, shown on the order page and e-mailed", async () => {
    await addCodes(t.c.uc660.id, 3, "UC660-A");
    const order = await createOrder(t, newBrowser(), 2);
    await payAndApprove(t, order.browser, order.id);
    expect((await takeMails()).map((m) => m.subject)).toEqual([
      expect.stringContaining(`№${order.id} оплачен`),
    ]);
    expect((await runDeliveries()).failed).toEqual([]);
    expect((await orderRow(t.db, order.id)).status).toBe("done");
    const page = await details(order.hash);
    expect(page.status).toBe("done");
    expect(page.order_products.map((l: { status: string }) => l.status)).toEqual(["completed"]);
    expect(page.codes).toEqual([
      { code: "UC660-A-0", amount_uc: 660 },
      { code: "UC660-A-1", amount_uc: 660 },
    ]);
    // Every status of the happy path, in order (only "failed" is off it).
    expect(page.timeline.map((e: { status: string }) => e.status)).toEqual(
      ORDER_STATUSES.filter((s) => s !== "failed"),
    );
    const issued = await t.db.select().from(pubgCodes).where(eq(pubgCodes.status, "issued"));
    expect(issued.map((c) => c.code).sort()).toEqual(["UC660-A-0", "UC660-A-1"]);
    const [mail] = await takeMails();
    expect(mail).toMatchObject({ to: "payer@example.com", subject: expect.stringContaining("выполнен") });
    expect(mail.text).toContain("UC660-A-0");
    expect(mail.text).toContain("UC660-A-1");
  });

  it("a second run of the same job delivers nothing twice", async () => {
    await addCodes(t.c.uc660.id, 2, "UC660-B");
    const order = await createOrder(t);
    await payAndApprove(t, order.browser, order.id);
    await runDeliveries();
    await deliverOrder(order.id);
    await deliverOrder(order.id);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const codes = await t.db.select().from(pubgCodes).where(eq(pubgCodes.orderLineId, lines[0].id));
    expect(codes).toHaveLength(1);
  });

  it("a PUBG order the stock no longer covers at delivery is refunded, never half-filled, and the guest is told", async () => {
    await t.db.update(pubgCodes).set({ status: "issued" }).where(eq(pubgCodes.status, "available"));
    await addCodes(t.c.uc660.id, 2, "UC660-C");
    const order = await createOrder(t, newBrowser(), 2);
    // Another order took one of the two codes between this order's creation and its delivery.
    await t.db.update(pubgCodes).set({ status: "issued" }).where(eq(pubgCodes.code, "UC660-C-1"));
    await payAndApprove(t, order.browser, order.id);
    await takeMails();
    await runDeliveries();
    const row = await orderRow(t.db, order.id);
    expect(row.status).toBe("failed");
    expect(row.rejectReason).toMatch(/возвращены на карту/);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    // Everything the card was charged comes back: 1618.00 ₽ + the method's 2.5 % fee (issue 24).
    expect(line).toMatchObject({ status: "refunded", refundAmount: "1658.45", refundMethod: "provider" });
    const [left] = await t.db.select().from(pubgCodes).where(eq(pubgCodes.code, "UC660-C-0"));
    expect(left.status).toBe("available");
    expect((await takeMails()).map((m) => m.subject)).toEqual([expect.stringContaining("возврат")]);
  });

  it("a supply-channel line the provider cannot fill is refunded to the signed-in shopper's balance", async () => {
    const { account, browser } = await signedInShopper(t.db);
    const order = await supplyOrder(browser, "777711111");
    await payAndApprove(t, browser, order.id);
    await runDeliveries();
    expect((await orderRow(t.db, order.id)).status).toBe("failed");
    // 89.00 ₽ + the card's 2.5 % fee: everything taken comes back (issue 24).
    expect(await balanceOf(t.db, account.id)).toBe("91.23");
    const refunds = await ledgerEntries(t.db, order.id, "refund");
    expect(refunds).toMatchObject([{ outcome: "balance_credited", amountRub: "91.23" }]);
  });

  it("an unknown player id sends the line back for details and the shopper is told how to fix it", async () => {
    const order = await supplyOrder(newBrowser(), "555550000");
    await payAndApprove(t, order.browser, order.id);
    await takeMails();
    await runDeliveries();
    expect((await orderRow(t.db, order.id)).status).toBe("sending");
    const page = await details(order.hash);
    expect(page.order_products[0].status).toBe("incorrect-details");
    const [mail] = await takeMails();
    expect(mail.subject).toContain("проверьте данные");
    expect(mail.text).toContain(`/orders/${order.hash}/details`);
  });

  it("transient provider faults fail the job (retried later with the same key), then the line is delivered", async () => {
    const order = await supplyOrder(newBrowser(), "888882222");
    await payAndApprove(t, order.browser, order.id);
    await expect(deliverOrder(order.id)).rejects.toThrow();
    await expect(deliverOrder(order.id)).rejects.toThrow();
    await deliverOrder(order.id);
    expect((await orderRow(t.db, order.id)).status).toBe("done");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ status: "completed", deliveryAttempts: 2 });
    const [memory] = await t.db
      .select()
      .from(sandboxDeliveries)
      .where(eq(sandboxDeliveries.key, `line-${line.id}`));
    expect(memory.calls).toBe(3);
  });

  /**
   * The database refuses the first write of a delivered answer to `table` (a trigger raising "disk full" once: a
   * sequence, which no rollback undoes, counts the writes), as a database blip would, then works again.
   */
  async function failFirstDeliveredWrite(table: "order_lines" | "orders", when: string) {
    for (const statement of [
      "create sequence if not exists test_blip_seq",
      "select setval('test_blip_seq', 1, false)",
      `create or replace function test_blip() returns trigger language plpgsql as $$
       begin
         if nextval('test_blip_seq') = 1 then
           raise exception 'could not extend file (a test blip)' using errcode = '53100';
         end if;
         return new;
       end $$`,
      `drop trigger if exists test_blip on ${table}`,
      `create trigger test_blip before update on ${table} for each row when (${when}) execute function test_blip()`,
    ])
      await t.db.execute(sql.raw(statement));
    return () => t.db.execute(sql.raw(`drop trigger if exists test_blip on ${table}`));
  }

  /** The database's own words of the error `work` failed with (Drizzle wraps them as the cause), or "resolved". */
  const failure = (work: Promise<unknown>) =>
    work.then(
      () => "resolved",
      (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
    );

  const refundEntries = (orderId: number) => ledgerEntries(t.db, orderId, "refund");

  it("a database error storing a line the provider delivered fails the job, never refunds it; the next try stores it", async () => {
    const order = await supplyOrder(newBrowser(), "888884567");
    await payAndApprove(t, order.browser, order.id);
    const restore = await failFirstDeliveredWrite(
      "order_lines",
      "new.status = 'completed' and old.status <> 'completed'",
    );
    try {
      expect(await failure(deliverOrder(order.id))).toMatch(/could not extend file/);
      const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(line.status).toBe("sending");
      expect(await refundEntries(order.id)).toEqual([]);
      await deliverOrder(order.id);
    } finally {
      await restore();
    }
    expect((await orderRow(t.db, order.id)).status).toBe("done");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.status).toBe("completed");
    expect(await refundEntries(order.id)).toEqual([]);
    // Asked twice under one key, delivered once.
    const [memory] = await t.db
      .select()
      .from(sandboxDeliveries)
      .where(eq(sandboxDeliveries.key, `line-${line.id}`));
    expect(memory.calls).toBe(2);
  });

  it("a database error storing a gift's key fails the job, never refunds the gift; the next try stores the same key", async () => {
    const { browser, id: orderId } = await createGiftOrder(t, newBrowser(), "keys@example.com");
    await payAndApprove(t, browser, orderId);
    const restore = await failFirstDeliveredWrite(
      "orders",
      "new.gift_code is not null and old.gift_code is null",
    );
    try {
      expect(await failure(deliverOrder(orderId))).toMatch(/could not extend file/);
      const row = await orderRow(t.db, orderId);
      expect(row).toMatchObject({ status: "sending", giftCode: null, rejectReason: null });
      expect(await refundEntries(orderId)).toEqual([]);
      await deliverOrder(orderId);
    } finally {
      await restore();
    }
    const row = await orderRow(t.db, orderId);
    expect(row.status).toBe("done");
    expect(row.giftCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(await refundEntries(orderId)).toEqual([]);
    const [memory] = await t.db
      .select()
      .from(sandboxDeliveries)
      .where(eq(sandboxDeliveries.key, `order-${orderId}`));
    expect(memory.calls).toBe(2);
  });

  it("a Steam top-up reaches done with the promised amount", async () => {
    const { account, browser } = await signedInShopper(t.db);
    await setBalance(t.db, account.id, "0.00");
    const res = await request(browser, steamRoute, "/api/orders/steam/", {
      method: "POST",
      body: { amount: 500, steam_account_id: "gamer_login" },
    });
    expect(res.status).toBe(201);
    await payAndApprove(t, browser, res.json.id);
    await runDeliveries();
    expect((await orderRow(t.db, res.json.id)).status).toBe("done");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, res.json.id));
    expect(JSON.stringify(line.deliveryData)).toContain("gamer_login");
  });
});
