// Issue 10, what the shopper sees after paying: GET /api/orders/{hash}/details/ carries each line's delivery
// (keys with instructions, the provider's detail, the refund, the refused field), a completed line's codes as soon
// as it is completed, a paid Standoff order's lot to list; and an incorrect-details order is corrected through
// delivery_details/update/, which re-delivers it by itself (its delivery job queued in the same transaction).
import { eq } from "drizzle-orm";
import * as detailsRoute from "@/app/api/orders/[id]/details/route";
import * as rokkyRoute from "@/app/api/orders/rokky/route";
import * as standoffRoute from "@/app/api/orders/standoff/route";
import * as standoffDetailsRoute from "@/app/api/orders/standoff/[id]/delivery_details/update/route";
import * as steamRoute from "@/app/api/orders/steam/route";
import * as supplyRoute from "@/app/api/orders/supply_channel/route";
import * as supplyDetailsRoute from "@/app/api/orders/supply_channel/[id]/delivery_details/update/route";
import { games, orderLines, orders, settings } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, signedInShopper, type Browser } from "./orders-test-kit";
import type { MailMessage } from "@/lib/server/mail/mail-message";
import { payAndApprove, runDeliveries, takeMails } from "./fulfilment-test-kit";
import { attachAvatar, createOrder, orderRow, paymentSuite } from "./payments-test-kit";

process.env.SANDBOX_FULFILMENT_DELAY_MS = "0";

type Line = {
  status: string;
  codes?: { code: string; amount_uc: number }[];
  delivery?: {
    items: { code: string; amount_uc?: number; instructions?: string }[];
    detail: string | null;
    incorrect_details: { message: string; field: string | null } | null;
    refund: { amount: string; destination: string; is_pending: boolean; reason: string | null } | null;
  } | null;
};

describe.each(testEngines)("order delivery view on %s", (engine) => {
  const t = paymentSuite(engine);

  /** What anyone holding the link sees (a fresh browser, no token, no cookie). */
  async function details(hash: string) {
    const res = await request(newBrowser(), detailsRoute, `/api/orders/${hash}/details/`, {
      params: { id: hash },
    });
    expect(res.status).toBe(200);
    return res.json;
  }

  async function create(browser: Browser, route: Record<string, unknown>, path: string, body: object) {
    const res = await request(browser, route, path, { method: "POST", body });
    if (res.status !== 201) throw new Error(res.text);
    return { id: res.json.id as number, hash: res.json.hash as string, browser };
  }

  const supplyOrder = (browser: Browser, userId: string) =>
    create(browser, supplyRoute, "/api/orders/supply_channel/", {
      products: [{ product_id: t.c.ffDiamonds.id, quantity: 1 }],
      supply_channel_user_id: userId,
      email: "gamer@example.com",
    });

  const fixSupply = (browser: Browser, id: number, body: object) =>
    request(browser, supplyDetailsRoute, `/api/orders/supply_channel/${id}/delivery_details/update/`, {
      method: "POST",
      body,
      params: { id: String(id) },
    });

  beforeEach(async () => {
    await runDeliveries();
  });

  it("shows a completed PUBG line's codes as soon as the line is completed, never before", async () => {
    const order = await createOrder(t, newBrowser(), 2);
    await payAndApprove(t, order.browser, order.id);
    expect((await details(order.hash)).order_products[0].codes).toEqual([]);
    await runDeliveries();
    const done = await details(order.hash);
    expect(done.status).toBe("done");
    const [line] = done.order_products as Line[];
    expect(line.codes).toHaveLength(2);
    expect(line.codes?.every((c) => c.code.startsWith("KIT-") && c.amount_uc === 660)).toBe(true);
    // PUBG codes are the line's `codes`; the delivery object does not repeat them.
    expect(line.delivery).toBeUndefined();
    // The order is still sending (another line could be on its way): this completed line's codes are shown...
    await t.db.update(orders).set({ status: "sending" }).where(eq(orders.id, order.id));
    expect((await details(order.hash)).order_products[0].codes).toEqual(line.codes);
    // ...and a line not completed yet shows none, although the codes are stored.
    await t.db.update(orderLines).set({ status: "sending" }).where(eq(orderLines.orderId, order.id));
    const sending = await details(order.hash);
    expect(sending.order_products[0].codes).toEqual([]);
    expect(sending.codes).toEqual([]);
  });

  it("'К оплате' of a paid order is the captured payment, the method's fee included (issue 13)", async () => {
    const order = await createOrder(t);
    expect((await details(order.hash)).captured_payment).toBeNull();
    await payAndApprove(t, order.browser, order.id);
    const paid = await details(order.hash);
    // 809.00 by card with its 2.5 % fee: 829.225, rounded half up; total_to_pay has no fee.
    expect(paid).toMatchObject({ total: "809.00", total_to_pay: "809.00" });
    expect(paid.captured_payment).toEqual({ amount: "829.23", currency: "RUB", amount_rub: "829.23" });
  });

  it("a Steam top-up's line says what was credited", async () => {
    const order = await create(newBrowser(), steamRoute, "/api/orders/steam/", {
      amount: 500,
      steam_account_id: "gamer_login",
      email: "steam@example.com",
    });
    await payAndApprove(t, order.browser, order.id);
    await runDeliveries();
    const page = await details(order.hash);
    expect(page.status).toBe("done");
    expect(page.order_products[0]).toMatchObject({
      status: "completed",
      delivery: {
        items: [],
        detail: expect.stringMatching(/^Зачислено 500\u00a0₽ .*gamer_login/),
        incorrect_details: null,
        refund: null,
      },
    });
  });

  it("a gift order shows its key with the activation instructions", async () => {
    const order = await create(newBrowser(), rokkyRoute, "/api/orders/rokky/", {
      gift: t.c.gift.id,
      email: "keys@example.com",
    });
    await payAndApprove(t, order.browser, order.id);
    const before = await details(order.hash);
    expect(before).toMatchObject({ code: null, delivery: null });
    await runDeliveries();
    const page = await details(order.hash);
    expect(page.status).toBe("done");
    expect(page.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(page.delivery).toEqual({
      items: [{ code: page.code, instructions: expect.stringMatching(/\S{10}/) }],
      detail: null,
    });
  });

  it("a refunded line says how much went back and where: the balance, or the card of a guest", async () => {
    const { browser } = await signedInShopper(t.db);
    const member = await supplyOrder(browser, "777711111");
    const guest = await supplyOrder(newBrowser(), "777711111");
    await payAndApprove(t, member.browser, member.id);
    await payAndApprove(t, guest.browser, guest.id);
    await runDeliveries();
    const refund = async (hash: string) => ((await details(hash)).order_products as Line[])[0];
    expect(await refund(member.hash)).toMatchObject({
      status: "refunded",
      delivery: {
        refund: {
          // 89.00 ₽ + the card's 2.5 % fee: everything taken comes back (issue 24).
          amount: "91.23",
          destination: "balance",
          is_pending: false,
          reason: "Товара нет в наличии у поставщика",
        },
      },
    });
    expect((await refund(guest.hash)).delivery?.refund).toMatchObject({
      amount: "91.23",
      destination: "card",
      is_pending: false,
    });
  });

  it("an unknown player id is corrected through the order page's call and the order is delivered", async () => {
    await t.db
      .update(games)
      .set({ playerIdPattern: "\\d{5,12}", playerIdHint: "от 5 до 12 цифр" })
      .where(eq(games.id, t.c.freeFire.id));
    const order = await supplyOrder(newBrowser(), "555550000");
    await payAndApprove(t, order.browser, order.id);
    await runDeliveries();
    const waiting = await details(order.hash);
    expect(waiting.status).toBe("sending");
    expect(waiting.order_products[0]).toMatchObject({
      status: "incorrect-details",
      delivery: {
        items: [],
        incorrect_details: { message: "Игрок с таким ID не найден", field: "moogold_user_id" },
      },
    });

    // Someone without the order's cookie or token cannot touch it.
    expect((await fixSupply(newBrowser(), order.id, { moogold_user_id: "555551234" })).status).toBe(404);
    // The id is validated as at creation; nothing changes and nothing is re-delivered.
    const bad = await fixSupply(order.browser, order.id, { moogold_user_id: "   " });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ moogold_user_id: [expect.any(String)] });
    // ...the game's own format included.
    const badFormat = await fixSupply(order.browser, order.id, { moogold_user_id: "abc12" });
    expect(badFormat.status).toBe(400);
    expect(badFormat.json.moogold_user_id[0]).toContain("от 5 до 12 цифр");
    expect((await runDeliveries()).ran).toBe(0);
    expect((await orderRow(t.db, order.id)).supplyUserId).toBe("555550000");

    const res = await fixSupply(order.browser, order.id, { moogold_user_id: " 555551234 " });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: order.id, status: "sending", moogold_user_id: "555551234" });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ status: "sending", providerRef: null, deliveryError: null });
    // The re-delivery was queued with the correction: the job runs without anyone else asking.
    expect((await runDeliveries()).ran).toBe(1);
    const page = await details(order.hash);
    expect(page.status).toBe("done");
    expect(page.order_products[0]).toMatchObject({
      status: "completed",
      delivery: { detail: expect.stringContaining("555551234"), incorrect_details: null },
    });
    expect(page.timeline.map((e: { status: string }) => e.status).slice(-3)).toEqual([
      "sending",
      "sent",
      "done",
    ]);

    // A delivered order's details cannot be changed any more.
    const late = await fixSupply(order.browser, order.id, { moogold_user_id: "555559999" });
    expect(late.status).toBe(400);
    expect(late.json.non_field_errors[0]).toMatch(/нельзя изменить/);
  });

  it("a paid Standoff order states the skin and the exact price to list it at", async () => {
    await t.db
      .insert(settings)
      .values({ key: "orders.standoff", value: { marketFee: "7.25", skinName: "AKR «Nano»" } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { marketFee: "7.25", skinName: "AKR «Nano»" } },
      });
    const order = await create(newBrowser(), standoffRoute, "/api/orders/standoff/", {
      products: [{ product_id: t.c.gold.id, quantity: 2 }],
      game_account_id: "48811230",
      surplus: "0.16",
      email: "so2@example.com",
    });
    expect((await details(order.hash)).standoff_listing).toBeNull();
    await attachAvatar(t.db, order.id);
    await payAndApprove(t, order.browser, order.id);
    await runDeliveries();
    const page = await details(order.hash);
    expect(page.status).toBe("sending");
    // 200 gold + 7.25 % (14.50) + the order's 0.16.
    expect(page.standoff_listing).toEqual({
      skin_name: "AKR «Nano»",
      skin_picture: expect.any(String),
      gold: "200.00",
      market_fee: "7.25",
      fee: "14.50",
      surplus: "0.16",
      price: "214.66",
    });
    // The "оплачен" e-mail says the same: which skin, from which account, at exactly which price.
    const receipt = (await takeMails()).find(
      (m) => m.to === "so2@example.com" && "subject" in m && m.subject.includes("оплачен"),
    ) as MailMessage | undefined;
    for (const part of [receipt?.text, receipt?.html])
      expect(part).toMatch(/48811230[\s\S]*AKR «Nano»[\s\S]*214,66 голды/);
    // Nothing to correct while the operator waits for the lot: the call is refused, the order untouched.
    const res = await request(
      order.browser,
      standoffDetailsRoute,
      `/api/orders/standoff/${order.id}/delivery_details/update/`,
      { method: "POST", body: { game_account_id: "1" }, params: { id: String(order.id) } },
    );
    expect(res.status).toBe(400);
    expect(res.json.non_field_errors).toEqual([expect.stringContaining("не нужно")]);
    expect((await orderRow(t.db, order.id)).gameAccountId).toBe("48811230");

    // The operator could not buy the lot and sent the line back: the page still says what to list, and the
    // corrected account id puts the line back in the operator's queue.
    await t.db
      .update(orderLines)
      .set({ status: "incorrect-details", deliveryError: "Лот не найден на рынке" })
      .where(eq(orderLines.orderId, order.id));
    const back = await details(order.hash);
    expect(back.standoff_listing).toMatchObject({ price: "214.66" });
    expect(back.order_products[0].delivery.incorrect_details).toEqual({
      message: "Лот не найден на рынке",
      field: null,
    });
    const fixed = await request(
      order.browser,
      standoffDetailsRoute,
      `/api/orders/standoff/${order.id}/delivery_details/update/`,
      { method: "POST", body: { game_account_id: "48811231" }, params: { id: String(order.id) } },
    );
    expect(fixed.status).toBe(200);
    expect((await runDeliveries()).ran).toBe(1);
    expect((await orderRow(t.db, order.id)).gameAccountId).toBe("48811231");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.status).toBe("sending");
  });
});
