// Gift (Rokky) orders: priced from the catalogue, the gift changed on update, the e-mail changed.
import * as createRoute from "@/app/api/orders/rokky/route";
import * as updateRoute from "@/app/api/orders/rokky/[id]/update/route";
import * as deliveryRoute from "@/app/api/orders/rokky/[id]/delivery_details/update/route";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, signedInShopper, checkoutSuite, type Browser } from "./orders-test-kit";
import { fieldsOf } from "../helpers/fields-of";

describe.each(testEngines)("gift orders on %s", (engine) => {
  const t = checkoutSuite(engine);

  const create = (browser: Browser, body: Record<string, unknown>) =>
    request(browser, createRoute, "/api/orders/rokky/", { method: "POST", body });
  const update = (browser: Browser, id: number, body: unknown) =>
    request(browser, updateRoute, `/api/orders/rokky/${id}/update/`, {
      method: "POST",
      body,
      params: { id: String(id) },
    });

  it("creates a gift order at the gift's discount price", async () => {
    const res = await create(newBrowser(), { gift: t.c.gift.id, email: "gift@example.com", price: "1.00" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      resourcetype: "RokkyOrder",
      total: "425.00",
      total_without_promocode: "425.00",
      order_products: [],
      game: null,
      gift: { resourcetype: "RokkyGift", id: t.c.gift.id, title: "Hades II", discount_price: "425.00" },
    });
  });

  it("refuses an unknown or inactive gift and a guest without an e-mail", async () => {
    for (const gift of [999_999, t.c.giftOff.id, "x", undefined]) {
      const res = await create(newBrowser(), { gift, email: "gift@example.com" });
      expect({ gift, status: res.status, keys: fieldsOf(res.json) }).toEqual({
        gift,
        status: 400,
        keys: ["gift"],
      });
    }
    expect((await create(newBrowser(), { gift: t.c.gift.id })).json).toEqual({ email: [expect.any(String)] });
    const { browser, account } = await signedInShopper(t.db);
    expect((await create(browser, { gift: t.c.gift.id })).json.email).toBe(account.email);
  });

  it("changes the gift and the e-mail while the order is created", async () => {
    const browser = newBrowser();
    const { json: order } = await create(browser, { gift: t.c.gift.id, email: "gift@example.com" });
    const res = await update(browser, order.id, { gift: t.c.gift2.id });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: "3000.00", gift: { id: t.c.gift2.id } });
    expect((await update(browser, order.id, { gift: t.c.giftOff.id })).status).toBe(400);
    expect((await update(newBrowser(), order.id, { gift: t.c.gift.id })).status).toBe(404);
    const details = await request(
      browser,
      deliveryRoute,
      `/api/orders/rokky/${order.id}/delivery_details/update/`,
      {
        method: "POST",
        body: { email: "other@example.com" },
        params: { id: String(order.id) },
      },
    );
    expect(details.json).toMatchObject({ email: "other@example.com", total: "3000.00" });
  });
});
