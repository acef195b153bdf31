// POST /api/feedback/create/: a review of a done order by its owner, once; the feed shows it at once.
import * as createRoute from "@/app/api/feedback/create/route";
import * as listRoute from "@/app/api/feedback/route";
import { testEngines } from "../helpers/test-db";
import { call } from "./auth-test-kit";
import { signedInShopper } from "./orders-test-kit";
import { insertOrder } from "./fixtures/insert-fixtures";
import { paymentSuite } from "./payments-test-kit";

describe.each(testEngines)("leaving feedback on %s", (engine) => {
  const t = paymentSuite(engine);

  const post = (token: string | undefined, body: unknown) =>
    call(createRoute, "/api/feedback/create/", { method: "POST", body, token });

  it("creates one review of a done order by its owner and lists it", async () => {
    const { account, browser } = await signedInShopper(t.db);
    const order = await insertOrder(t.db, { userId: account.id, status: "done", total: "100.00" });
    const res = await post(browser.token, { order: order.id, rating: 5, text: "  Всё пришло быстро  " });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      order: order.id,
      text: "Всё пришло быстро",
      rating: 5,
      created: expect.any(String),
      is_verified_purchase: true,
      // The order has no recorded timeline (inserted as done).
      delivery_seconds: null,
    });
    const list = await call(listRoute, "/api/feedback/?limit=5");
    expect(list.json.results[0]).toEqual(res.json);
    const again = await post(browser.token, { order: String(order.id), rating: 4, text: "Ещё раз" });
    expect([again.status, Object.keys(again.json), again.json.code]).toEqual([
      400,
      ["non_field_errors", "code"],
      "already_reviewed",
    ]);
  });

  it("refuses guests, other users' orders, unfinished orders and bad input", async () => {
    const owner = await signedInShopper(t.db);
    const other = await signedInShopper(t.db);
    const done = await insertOrder(t.db, { userId: owner.account.id, status: "done" });
    const paid = await insertOrder(t.db, { userId: owner.account.id, status: "paid" });
    const guestOrder = await insertOrder(t.db, { status: "done" });
    const ok = { order: done.id, rating: 4, text: "Хорошо" };
    expect((await post(undefined, ok)).status).toBe(401);
    expect((await post(other.browser.token, ok)).status).toBe(404);
    expect((await post(owner.browser.token, { ...ok, order: guestOrder.id })).status).toBe(404);
    expect((await post(owner.browser.token, { ...ok, order: 999_999 })).status).toBe(404);
    const unfinished = await post(owner.browser.token, { ...ok, order: paid.id });
    expect([unfinished.status, Object.keys(unfinished.json)]).toEqual([400, ["non_field_errors"]]);
    for (const bad of [
      { ...ok, rating: 0 },
      { ...ok, rating: 6 },
      { ...ok, rating: 4.5 },
      { ...ok, rating: "5" },
      { ...ok, text: "" },
      { ...ok, text: "   " },
      { ...ok, text: "x".repeat(2001) },
      { ...ok, order: "abc" },
      { rating: 5, text: "Без заказа" },
    ]) {
      const res = await post(owner.browser.token, bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
    expect((await post(owner.browser.token, ok)).status).toBe(201);
  });
});
