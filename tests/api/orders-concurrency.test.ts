// Races that only a real PostgreSQL server can show (PGlite runs one connection, so it never interleaves):
// a single-use promo code activated by 50 orders at once is used exactly once, and 100 orders created at once
// are 100 distinct orders with their lines.
import { eq, inArray } from "drizzle-orm";
import * as pubgRoute from "@/app/api/orders/pubg/route";
import * as activateRoute from "@/app/api/orders/[id]/activate_promo_code/route";
import { orderEvents, orderLines, orders, promoCodes } from "@/lib/server/db/schema";
import { describeOnPostgres } from "../helpers/test-db";
import { newBrowser, request, checkoutSuite } from "./orders-test-kit";

const onPostgres = describeOnPostgres("orders-concurrency.test.ts", "these races need PostgreSQL");

onPostgres("checkout under concurrency on %s", (engine) => {
  const t = checkoutSuite(engine as "postgres");

  const createOrder = (browser = newBrowser(), email = "race@example.com") =>
    request(browser, pubgRoute, "/api/orders/pubg/", {
      method: "POST",
      body: { products: [{ product_id: t.c.uc60.id, quantity: 1 }], email },
    });

  it("50 parallel activations of a single-use code: exactly one succeeds", async () => {
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const browser = newBrowser();
        const { json } = await createOrder(browser);
        return { browser, id: json.id as number };
      }),
    );
    const results = await Promise.all(
      buyers.map(({ browser, id }) =>
        request(browser, activateRoute, `/api/orders/${id}/activate_promo_code/`, {
          method: "POST",
          body: { code: "ONCE" },
          params: { id: String(id) },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    const [once] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, "ONCE"));
    expect(once.uses).toBe(1);
    const buyerOrderIds = buyers.map((b) => b.id);
    const discounted = await t.db
      .select({ id: orders.id, total: orders.total })
      .from(orders)
      .where(inArray(orders.id, buyerOrderIds));
    expect(discounted.filter((o) => o.total !== "89.00")).toEqual([
      { id: expect.any(Number), total: "44.50" },
    ]);
    expect(await t.db.$count(orders, eq(orders.promoCodeId, once.id))).toBe(1);
  }, 60_000);

  it("100 concurrent order creations give 100 distinct orders, none lost", async () => {
    const email = "hundred@example.com";
    const results = await Promise.all(Array.from({ length: 100 }, () => createOrder(newBrowser(), email)));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(201));
    const ids = new Set(results.map((r) => r.json.id));
    const hashes = new Set(results.map((r) => r.json.hash));
    expect([ids.size, hashes.size]).toEqual([100, 100]);
    const rows = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email));
    expect(rows).toHaveLength(100);
    const rowIds = rows.map((r) => r.id);
    expect(await t.db.$count(orderLines, inArray(orderLines.orderId, rowIds))).toBe(100);
    expect(await t.db.$count(orderEvents, inArray(orderEvents.orderId, rowIds))).toBe(100);
  }, 60_000);
});
