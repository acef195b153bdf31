// Promo codes on an order: apply (one use taken), preview, the active one, remove (the use given back); codes of
// another game, expired, switched off or used up are refused; totals are rounded half up in kopecks.
import { eq } from "drizzle-orm";
import * as pubgRoute from "@/app/api/orders/pubg/route";
import * as pubgUpdateRoute from "@/app/api/orders/pubg/[id]/update/route";
import * as rokkyRoute from "@/app/api/orders/rokky/route";
import * as rokkyUpdateRoute from "@/app/api/orders/rokky/[id]/update/route";
import * as activateRoute from "@/app/api/orders/[id]/activate_promo_code/route";
import * as showRoute from "@/app/api/orders/[id]/show_promo_code/route";
import * as activeRoute from "@/app/api/orders/[id]/active_promo_code/route";
import * as deactivateRoute from "@/app/api/orders/[id]/deactivate_promo_code/route";
import { orders, promoCodes } from "@/lib/server/db/schema";
import { transitionOrder } from "@/lib/server/orders/status-machine";
import { setRateLimitClockForTests } from "@/lib/server/rate-limit/clock";
import { testEngines } from "../helpers/test-db";
import { call } from "./auth-test-kit";
import { newBrowser, request, checkoutSuite, type Browser } from "./orders-test-kit";

describe.each(testEngines)("promo codes on orders on %s", (engine) => {
  const t = checkoutSuite(engine);

  const promoCall =
    (mod: Record<string, unknown>, action: string, method = "POST") =>
    (browser: Browser, id: number, body?: unknown) =>
      request(browser, mod, `/api/orders/${id}/${action}/`, {
        method,
        body: method === "GET" ? undefined : body,
        params: { id: String(id) },
      });
  const activate = promoCall(activateRoute, "activate_promo_code");
  const show = promoCall(showRoute, "show_promo_code");
  const active = promoCall(activeRoute, "active_promo_code", "GET");
  const deactivate = promoCall(deactivateRoute, "deactivate_promo_code");
  const usesOf = async (code: string) =>
    (await t.db.select({ uses: promoCodes.uses }).from(promoCodes).where(eq(promoCodes.code, code)))[0].uses;
  const totalsOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const pubgOrder = async (quantity = 2, productId = t.c.uc60.id) => {
    const browser = newBrowser();
    const res = await request(browser, pubgRoute, "/api/orders/pubg/", {
      method: "POST",
      body: { products: [{ product_id: productId, quantity }], email: "promo@example.com" },
    });
    expect(res.status).toBe(201);
    return { browser, order: res.json };
  };

  it("applies a code of the order's game, whatever its case, and takes one use", async () => {
    const { browser, order } = await pubgOrder();
    const uses = await usesOf("PUBG10");
    const res = await activate(browser, order.id, { code: " pubg10 " });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      resourcetype: "PromoCode",
      code: "PUBG10",
      percent: 10,
      game: t.c.pubg.id,
      total_without_promocode: "178.00",
      total_with_promocode: "160.20",
    });
    expect(await usesOf("PUBG10")).toBe(uses + 1);
    expect(await totalsOf(order.id)).toMatchObject({
      total: "160.20",
      totalToPay: "160.20",
      totalWithoutPromocode: "178.00",
    });
    // Applying it again changes nothing.
    expect((await activate(browser, order.id, { code: "PUBG10" })).status).toBe(200);
    expect(await usesOf("PUBG10")).toBe(uses + 1);
    const current = await active(browser, order.id);
    expect(current.json).toMatchObject({ code: "PUBG10", total_with_promocode: "160.20" });
  });

  it("previews a code without applying it", async () => {
    const { browser, order } = await pubgOrder();
    const uses = await usesOf("PUBG33");
    const res = await show(browser, order.id, { code: "PUBG33" });
    expect(res.json).toMatchObject({ code: "PUBG33", percent: 33, total_with_promocode: "119.26" });
    expect(await usesOf("PUBG33")).toBe(uses);
    expect((await totalsOf(order.id)).total).toBe("178.00");
    expect((await active(browser, order.id)).json).toBeNull();
  });

  it("rounds the discounted total half up to the kopeck", async () => {
    // 3 × 10.05 = 30.15; 30.15 × 0.9 = 27.135 -> 27.14
    const { browser, order } = await pubgOrder(3, t.c.ucPair.id);
    expect((await activate(browser, order.id, { code: "PUBG10" })).json.total_with_promocode).toBe("27.14");
  });

  it("replaces the applied code and gives the old one its use back; deactivation gives it back too", async () => {
    const { browser, order } = await pubgOrder();
    await activate(browser, order.id, { code: "PUBG10" });
    const [ten, thirtyThree] = [await usesOf("PUBG10"), await usesOf("PUBG33")];
    expect((await activate(browser, order.id, { code: "PUBG33" })).status).toBe(200);
    expect([await usesOf("PUBG10"), await usesOf("PUBG33")]).toEqual([ten - 1, thirtyThree + 1]);
    const res = await deactivate(browser, order.id);
    expect(res.status).toBe(204);
    expect(await usesOf("PUBG33")).toBe(thirtyThree);
    expect(await totalsOf(order.id)).toMatchObject({ total: "178.00", promoCodeId: null });
    expect((await active(browser, order.id)).json).toBeNull();
    expect((await deactivate(browser, order.id)).status).toBe(204);
  });

  it("keeps the code when the lines change and recomputes the discount", async () => {
    const { browser, order } = await pubgOrder();
    await activate(browser, order.id, { code: "PUBG10" });
    const res = await request(browser, pubgUpdateRoute, `/api/orders/pubg/${order.id}/update/`, {
      method: "POST",
      body: { products: [{ product_id: t.c.uc60.id, quantity: 10 }] },
      params: { id: String(order.id) },
    });
    expect(res.json).toMatchObject({
      total_without_promocode: "890.00",
      total_with_promocode: "801.00",
      total: "801.00",
      promo_code: { code: "PUBG10" },
    });
  });

  it.each([
    ["another game's code", "GOLD15", /не подходит/],
    ["a gift's code", "GIFT15", /не подходит/],
    ["an expired code", "OLD", /истёк/],
    ["a switched-off code", "OFF", /не действует/],
    ["an unknown code", "NOPE", /не найден/],
  ])("refuses %s with an error on code", async (_, code, message) => {
    const { browser, order } = await pubgOrder();
    for (const call of [activate, show]) {
      const res = await call(browser, order.id, { code });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: [expect.stringMatching(message)] });
    }
    expect((await totalsOf(order.id)).promoCodeId).toBeNull();
  });

  it("accepts a code that expires later, and refuses a used-up one until its use is given back", async () => {
    const a = await pubgOrder();
    expect((await activate(a.browser, a.order.id, { code: "SOON" })).status).toBe(200);
    expect((await activate(a.browser, a.order.id, { code: "ONCE" })).json.total_with_promocode).toBe("89.00");
    const b = await pubgOrder();
    const refused = await activate(b.browser, b.order.id, { code: "ONCE" });
    expect(refused.status).toBe(400);
    expect(refused.json.code[0]).toMatch(/использован/);
    expect(await usesOf("ONCE")).toBe(1);
    await deactivate(a.browser, a.order.id);
    expect((await activate(b.browser, b.order.id, { code: "ONCE" })).status).toBe(200);
  });

  it("applies a gift's code to its gift order and drops it when the gift changes", async () => {
    const browser = newBrowser();
    const { json: order } = await request(browser, rokkyRoute, "/api/orders/rokky/", {
      method: "POST",
      body: { gift: t.c.gift.id, email: "promo@example.com" },
    });
    const res = await activate(browser, order.id, { code: "GIFT15" });
    expect(res.json).toEqual({
      resourcetype: "GiftPromoCode",
      code: "GIFT15",
      percent: 15,
      gift: t.c.gift.id,
      total_without_promocode: "425.00",
      total_with_promocode: "361.25",
    });
    const uses = await usesOf("GIFT15");
    const changed = await request(browser, rokkyUpdateRoute, `/api/orders/rokky/${order.id}/update/`, {
      method: "POST",
      body: { gift: t.c.gift2.id },
      params: { id: String(order.id) },
    });
    expect(changed.json).toMatchObject({ promo_code: null, total: "3000.00" });
    expect(await usesOf("GIFT15")).toBe(uses - 1);
  });

  it("answers 404 without access, and 400 once the payment started", async () => {
    const { browser, order } = await pubgOrder();
    for (const call of [activate, show, active, deactivate]) {
      expect((await call(newBrowser(), order.id, { code: "PUBG10" })).status).toBe(404);
    }
    expect((await activate(browser, 999_999, { code: "PUBG10" })).status).toBe(404);
    expect((await activate(browser, order.id, {})).json).toEqual({ code: ["Обязательное поле."] });
    await activate(browser, order.id, { code: "PUBG10" });
    await transitionOrder(t.db, order.id, "created", "waiting_for_payment");
    const uses = await usesOf("PUBG33");
    expect((await activate(browser, order.id, { code: "PUBG33" })).status).toBe(400);
    expect((await deactivate(browser, order.id)).status).toBe(400);
    expect(await usesOf("PUBG33")).toBe(uses);
    expect((await totalsOf(order.id)).total).toBe("160.20");
  });

  /** A promo call from the peer address `peer`, with whatever X-Forwarded-For the client chose to send. */
  const promoFrom = (
    mod: Record<string, unknown>,
    action: string,
    browser: Browser,
    id: number,
    code: string,
    peer: string,
    forwardedFor = peer,
  ) =>
    call(mod, `/api/orders/${id}/${action}/`, {
      method: "POST",
      body: { code },
      params: { id: String(id) },
      headers: {
        ...(browser.cookie ? { cookie: browser.cookie } : {}),
        "x-store-peer-address": peer,
        "x-forwarded-for": forwardedFor,
      },
    });

  describe("attempt limits", () => {
    const fixed = Date.now();
    beforeEach(() => setRateLimitClockForTests(() => new Date(fixed)));
    afterEach(() => setRateLimitClockForTests(undefined));

    it("a guest order gets 10 attempts, from any address; then 429 with Retry-After", async () => {
      const { browser, order } = await pubgOrder();
      for (let i = 0; i < 10; i++) {
        const res = await promoFrom(
          showRoute,
          "show_promo_code",
          browser,
          order.id,
          `GUESS${i}`,
          `198.18.10.${i}`,
        );
        expect(res.status).toBe(400);
      }
      const limited = await promoFrom(
        activateRoute,
        "activate_promo_code",
        browser,
        order.id,
        "PUBG10",
        "198.18.10.99",
      );
      expect(limited.status).toBe(429);
      expect(limited.json).toEqual({ detail: expect.any(String), code: "throttled" });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await totalsOf(order.id)).promoCodeId).toBeNull();
    });

    it("rotating guest orders and forged X-Forwarded-For give no fresh budget: 30 per address", async () => {
      const peer = "198.18.11.1";
      let attempts = 0;
      for (let o = 0; o < 10; o++) {
        const { browser, order } = await pubgOrder();
        for (let i = 0; i < 3; i++, attempts++) {
          const res = await promoFrom(
            showRoute,
            "show_promo_code",
            browser,
            order.id,
            `ROT${attempts}`,
            peer,
            `10.9.${o}.${i}`,
          );
          expect(res.status).toBe(400);
        }
      }
      const { browser, order } = await pubgOrder();
      const limited = await promoFrom(
        showRoute,
        "show_promo_code",
        browser,
        order.id,
        "PUBG10",
        peer,
        "10.9.99.1",
      );
      expect(limited.status).toBe(429);
      // Another shopper's address is not held back by this one.
      expect(
        (await promoFrom(showRoute, "show_promo_code", browser, order.id, "PUBG10", "198.18.11.2")).status,
      ).toBe(200);
    });

    it("callers without access to the order spend nothing of its budget", async () => {
      const { browser, order } = await pubgOrder();
      const stranger = newBrowser();
      for (let i = 0; i < 12; i++) {
        const res = await promoFrom(
          showRoute,
          "show_promo_code",
          stranger,
          order.id,
          "PUBG10",
          `198.18.12.${i}`,
        );
        expect(res.status).toBe(404);
      }
      expect(
        (await promoFrom(showRoute, "show_promo_code", browser, order.id, "PUBG10", "198.18.12.50")).status,
      ).toBe(200);
    });
  });
});
