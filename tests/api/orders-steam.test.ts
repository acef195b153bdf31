// Steam top-ups: the amount within the Steam product's limits, the commission from the settings applied in
// integer kopecks, updates of the amount and the login, the settings and the last order's data.
import { eq } from "drizzle-orm";
import * as createRoute from "@/app/api/orders/steam/route";
import * as updateRoute from "@/app/api/orders/steam/[id]/update/route";
import * as deliveryRoute from "@/app/api/orders/steam/[id]/delivery_details/update/route";
import * as lastOrderRoute from "@/app/api/orders/steam/last_order_data/route";
import * as settingsRoute from "@/app/api/orders/steam/settings/route";
import { orderLines, settings } from "@/lib/server/db/schema";
import { STEAM_COMMISSION_PERCENT } from "@/lib/server/orders/kinds/steam-settings";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { payAndApprove, takeMails } from "./fulfilment-test-kit";
import { newBrowser, request, signedInShopper, type Browser } from "./orders-test-kit";
import { paymentSuite } from "./payments-test-kit";

describe.each(testEngines)("Steam top-ups on %s", (engine) => {
  const t = paymentSuite(engine);

  const create = (browser: Browser, body: Record<string, unknown>) =>
    request(browser, createRoute, "/api/orders/steam/", {
      method: "POST",
      body: { steam_account_id: "gaben", email: "steam@example.com", ...body },
    });
  const setCommission = (commission: string) =>
    t.db
      .insert(settings)
      .values({ key: "orders.steam", value: { id: 1, commission } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { id: 1, commission } } });

  it("serves the commission, the seed's by default", async () => {
    const res = await callRoute(settingsRoute, "/api/orders/steam/settings/");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: 1, commission: `${STEAM_COMMISSION_PERCENT}.00` });
  });

  it("charges amount × (1 + commission) and records the credited amount", async () => {
    const res = await create(newBrowser(), { amount: 500, total: "1.00" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      resourcetype: "SteamOrder",
      amount: "500.00",
      steam_account_id: "gaben",
      total: "540.00",
      total_without_promocode: "540.00",
      game: { resourcetype: "Steam" },
    });
    expect(res.json.order_products).toEqual([
      expect.objectContaining({
        quantity: 500,
        price: "1.08",
        product: expect.objectContaining({ id: t.c.wallet.id }),
      }),
    ]);
    expect((await create(newBrowser(), { amount: "1234.00" })).json.total).toBe("1332.72");
  });

  it("rounds a fractional commission half up to the kopeck", async () => {
    await setCommission("7.25");
    // 101 × 1.0725 = 108.3225 -> 108.32; 102 × 1.0725 = 109.395 -> 109.40
    expect((await create(newBrowser(), { amount: 101 })).json.total).toBe("108.32");
    expect((await create(newBrowser(), { amount: 102 })).json.total).toBe("109.40");
    await setCommission(`${STEAM_COMMISSION_PERCENT}.00`);
  });

  it("bills the receipt's line at what the order costs, not at the rounded per-rouble price × amount", async () => {
    await setCommission("7.25");
    try {
      await takeMails();
      const browser = newBrowser();
      // 101 × 1.0725 = 108.3225 -> 108.32, where the per-rouble price rounds to 1.07 and 1.07 × 101 = 108.07.
      const { json: order } = await create(browser, { amount: 101 });
      expect(order.order_products[0]).toMatchObject({ quantity: 101, price: "1.07" });
      await payAndApprove(t, browser, order.id);
      const receipt = (await takeMails()).find((m) => m.text.includes(`заказа №${order.id}`))!;
      const [text, html] = [receipt.text, receipt.html ?? ""].map((s) => s.replace(/[\u00a0\u202f]/g, " "));
      expect(text).toContain("• Пополнение Steam на 101 ₽ — 108,32 ₽");
      expect(text).not.toContain("108,07");
      expect(html).toContain("Пополнение Steam на 101 ₽");
      expect(html).not.toContain("× 101");
    } finally {
      await setCommission(`${STEAM_COMMISSION_PERCENT}.00`);
    }
  });

  it("refuses amounts outside the product's limits, fractions and garbage", async () => {
    for (const amount of [99, 15001, 0, -100, "100.50", 100.5, "сто", null]) {
      const res = await create(newBrowser(), { amount });
      expect({ amount, status: res.status, keys: Object.keys(res.json ?? {}) }).toEqual({
        amount,
        status: 400,
        keys: ["amount"],
      });
    }
    expect((await create(newBrowser(), { amount: 15000 })).status).toBe(201);
    expect((await create(newBrowser(), { amount: 100, steam_account_id: "" })).json).toEqual({
      steam_account_id: [expect.any(String)],
    });
  });

  it("updates the amount (one line, new total) and the login", async () => {
    const browser = newBrowser();
    const { json: order } = await create(browser, { amount: 100 });
    const res = await request(browser, updateRoute, `/api/orders/steam/${order.id}/update/`, {
      method: "POST",
      body: { amount: 1000 },
      params: { id: String(order.id) },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ amount: "1000.00", total: "1080.00" });
    expect(await t.db.$count(orderLines, eq(orderLines.orderId, order.id))).toBe(1);
    const bad = await request(browser, updateRoute, `/api/orders/steam/${order.id}/update/`, {
      method: "POST",
      body: { amount: 20000 },
      params: { id: String(order.id) },
    });
    expect(bad.status).toBe(400);
    const details = await request(
      browser,
      deliveryRoute,
      `/api/orders/steam/${order.id}/delivery_details/update/`,
      {
        method: "POST",
        body: { steam_account_id: "newlogin", email: "me@example.com" },
        params: { id: String(order.id) },
      },
    );
    expect(details.json).toMatchObject({
      steam_account_id: "newlogin",
      email: "me@example.com",
      total: "1080.00",
    });
    const stranger = await request(newBrowser(), updateRoute, `/api/orders/steam/${order.id}/update/`, {
      method: "POST",
      body: { amount: 200 },
      params: { id: String(order.id) },
    });
    expect(stranger.status).toBe(404);
  });

  it("gives a signed-in shopper the login of their last top-up; guests get 401", async () => {
    expect((await request(newBrowser(), lastOrderRoute, "/api/orders/steam/last_order_data/")).status).toBe(
      401,
    );
    const { account, browser } = await signedInShopper(t.db);
    const empty = await request(browser, lastOrderRoute, "/api/orders/steam/last_order_data/");
    expect(empty.json).toEqual({ id: null, steam_account_id: null, email: null });
    const { json: order } = await create(browser, {
      amount: 300,
      email: undefined,
      steam_account_id: "mine",
    });
    const res = await request(browser, lastOrderRoute, "/api/orders/steam/last_order_data/");
    expect(res.json).toEqual({ id: order.id, steam_account_id: "mine", email: account.email });
  });
});
