// Promo codes on the account: activate (applied to the shopper's next orders of its game), show, deactivate, and
// the personal code for recent purchases (created once, usable by its owner only).
import { eq } from "drizzle-orm";
import * as activateRoute from "@/app/api/promo_codes/activate/route";
import * as showRoute from "@/app/api/promo_codes/show/route";
import * as deactivateRoute from "@/app/api/promo_codes/deactivate/route";
import * as recentRoute from "@/app/api/promo_codes/get_for_recent_purchases/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import * as pubgRoute from "@/app/api/orders/pubg/route";
import * as standoffRoute from "@/app/api/orders/standoff/route";
import * as orderActivateRoute from "@/app/api/orders/[id]/activate_promo_code/route";
import { promoCodes } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { insertOrder } from "./fixtures/insert-fixtures";
import { newBrowser, request, signedInShopper, checkoutSuite, type Browser } from "./orders-test-kit";
import { fieldsOf } from "../helpers/fields-of";

describe.each(testEngines)("account promo codes on %s", (engine) => {
  const t = checkoutSuite(engine);

  const post = (browser: Browser, mod: Record<string, unknown>, path: string, body?: unknown) =>
    request(browser, mod, `/api/promo_codes/${path}/`, { method: "POST", body });
  const profile = async (browser: Browser) =>
    (await request(browser, profileRoute, "/api/auth/profile/")).json.active_promo_code;
  const buyPubg = (browser: Browser) =>
    request(browser, pubgRoute, "/api/orders/pubg/", {
      method: "POST",
      body: { products: [{ product_id: t.c.uc60.id, quantity: 2 }] },
    });

  it("shows a code to anyone, and refuses unknown, expired and used-up ones", async () => {
    const res = await post(newBrowser(), showRoute, "show", { code: "pubg10" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ resourcetype: "PromoCode", code: "PUBG10", percent: 10, game: t.c.pubg.id });
    expect((await post(newBrowser(), showRoute, "show", { code: "GIFT15" })).json).toEqual({
      resourcetype: "GiftPromoCode",
      code: "GIFT15",
      percent: 15,
      gift: t.c.gift.id,
    });
    await t.db.update(promoCodes).set({ uses: 1 }).where(eq(promoCodes.code, "ONCE"));
    for (const code of ["NOPE", "OLD", "OFF", "ONCE"]) {
      const refused = await post(newBrowser(), showRoute, "show", { code });
      expect({ code, status: refused.status, keys: fieldsOf(refused.json) }).toEqual({
        code,
        status: 400,
        keys: ["code"],
      });
    }
    await t.db.update(promoCodes).set({ uses: 0 }).where(eq(promoCodes.code, "ONCE"));
  });

  it("needs sign-in to activate or deactivate", async () => {
    expect((await post(newBrowser(), activateRoute, "activate", { code: "PUBG10" })).status).toBe(401);
    expect((await post(newBrowser(), deactivateRoute, "deactivate")).status).toBe(401);
    expect((await post(newBrowser(), recentRoute, "get_for_recent_purchases")).status).toBe(401);
  });

  it("activates a code on the account and applies it to the next orders of its game only", async () => {
    const { browser } = await signedInShopper(t.db);
    const res = await post(browser, activateRoute, "activate", { code: "PUBG10" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: "PUBG10", percent: 10 });
    expect(await profile(browser)).toMatchObject({ code: "PUBG10", resourcetype: "PromoCode" });

    const pubg = await buyPubg(browser);
    expect(pubg.json).toMatchObject({
      total_without_promocode: "178.00",
      total: "160.20",
      promo_code: { code: "PUBG10" },
    });
    const standoff = await request(browser, standoffRoute, "/api/orders/standoff/", {
      method: "POST",
      body: { products: [{ product_id: t.c.gold.id, quantity: 1 }], game_account_id: "1" },
    });
    expect(standoff.json).toMatchObject({ total: "99.00", promo_code: null });

    expect((await post(browser, deactivateRoute, "deactivate")).status).toBe(204);
    expect(await profile(browser)).toBeNull();
    expect((await buyPubg(browser)).json.promo_code).toBeNull();
  });

  it("does not apply an account code that has been used up meanwhile", async () => {
    const { browser } = await signedInShopper(t.db);
    await post(browser, activateRoute, "activate", { code: "ONCE" });
    expect((await buyPubg(browser)).json.promo_code).toMatchObject({ code: "ONCE" });
    expect((await buyPubg(browser)).json).toMatchObject({ promo_code: null, total: "178.00" });
  });

  it("gives a personal code once the shopper has a finished order, always the same one, for them only", async () => {
    const { account, browser } = await signedInShopper(t.db);
    const early = await post(browser, recentRoute, "get_for_recent_purchases");
    expect(early.status).toBe(400);
    expect(early.json).toEqual({ non_field_errors: [expect.any(String)] });

    await insertOrder(t.db, { userId: account.id, status: "done", gameId: t.c.pubg.id });
    const [first, second] = await Promise.all([
      post(browser, recentRoute, "get_for_recent_purchases"),
      post(browser, recentRoute, "get_for_recent_purchases"),
    ]);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      code: expect.stringMatching(/^THANKS-[A-Z0-9]{8}$/),
      percent: 5,
      is_usable: true,
    });
    expect(second.json).toEqual(first.json);
    expect(await t.db.$count(promoCodes, eq(promoCodes.ownerUserId, account.id))).toBe(1);

    const stranger = await signedInShopper(t.db);
    expect((await post(stranger.browser, showRoute, "show", { code: first.json.code })).status).toBe(400);
    expect((await post(newBrowser(), showRoute, "show", { code: first.json.code })).status).toBe(400);
    const theirs = (await buyPubg(stranger.browser)).json;
    const refused = await request(
      stranger.browser,
      orderActivateRoute,
      `/api/orders/${theirs.id}/activate_promo_code/`,
      {
        method: "POST",
        body: { code: first.json.code },
        params: { id: String(theirs.id) },
      },
    );
    expect(refused.status).toBe(400);

    const mine = (await buyPubg(browser)).json;
    const applied = await request(
      browser,
      orderActivateRoute,
      `/api/orders/${mine.id}/activate_promo_code/`,
      {
        method: "POST",
        body: { code: first.json.code },
        params: { id: String(mine.id) },
      },
    );
    expect(applied.json).toMatchObject({
      resourcetype: "PromoCode",
      game: null,
      percent: 5,
      total_with_promocode: "169.10",
    });

    // Used up: still the same code, no longer usable (the payment page then offers nothing).
    await t.db.update(promoCodes).set({ uses: 1 }).where(eq(promoCodes.ownerUserId, account.id));
    const spent = await post(browser, recentRoute, "get_for_recent_purchases");
    expect(spent.json).toEqual({ ...first.json, is_usable: false });
  });
});
