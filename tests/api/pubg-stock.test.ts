// Issue 10: the storefront does not sell more PUBG UC than the codes in stock. The game detail says how many
// codes each PUBG product has left (null for other kinds), and an order (or an update of its lines) asking for
// more is refused with a field error on `products`.
import { and, eq, inArray } from "drizzle-orm";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as createRoute from "@/app/api/orders/pubg/route";
import * as updateRoute from "@/app/api/orders/pubg/[id]/update/route";
import { orderLines, pubgCodes } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, checkoutSuite, type Browser } from "./orders-test-kit";

describe.each(testEngines)("PUBG stock on %s", (engine) => {
  const t = checkoutSuite(engine);

  /** Leaves `left` available codes of the product (the others issued, as deliveries would). */
  async function leaveInStock(productId: number, left: number) {
    const codes = await t.db
      .select({ id: pubgCodes.id })
      .from(pubgCodes)
      .where(and(eq(pubgCodes.productId, productId), eq(pubgCodes.status, "available")))
      .orderBy(pubgCodes.id);
    const issue = codes.slice(left).map((c) => c.id);
    if (issue.length) {
      await t.db.update(pubgCodes).set({ status: "issued" }).where(inArray(pubgCodes.id, issue));
    }
  }

  const game = async (id: number) =>
    (await request(newBrowser(), gameRoute, `/api/games/${id}/`, { params: { id: String(id) } })).json;
  const create = (browser: Browser, products: { product_id: number; quantity: number }[]) =>
    request(browser, createRoute, "/api/orders/pubg/", {
      method: "POST",
      body: { products, email: "buyer@example.com" },
    });

  it("the game detail gives each PUBG product its codes in stock, and null to other kinds", async () => {
    await leaveInStock(t.c.uc660.id, 2);
    await leaveInStock(t.c.uc60.id, 0);
    const pubg = await game(t.c.pubg.id);
    const stock = Object.fromEntries(
      pubg.products.map((p: { title: string; in_stock: number }) => [p.title, p.in_stock]),
    );
    expect(stock).toEqual({ "60 UC": 0, "660 UC": 2, Pair: 100 });
    const standoff = await game(t.c.standoff.id);
    expect(standoff.products.map((p: { in_stock: unknown }) => p.in_stock)).toEqual([null]);
    const supply = await game(t.c.genshin.id);
    expect(supply.products.map((p: { in_stock: unknown }) => p.in_stock)).toEqual([null]);
  });

  it("refuses an order above the stock with a field error naming the product and what is left", async () => {
    const more = await create(newBrowser(), [{ product_id: t.c.uc660.id, quantity: 3 }]);
    expect(more.status).toBe(400);
    expect(more.json).toEqual({ products: ["Недостаточно кодов «660 UC»: в наличии 2."] });
    const none = await create(newBrowser(), [
      { product_id: t.c.uc60.id, quantity: 1 },
      { product_id: t.c.uc660.id, quantity: 5 },
    ]);
    expect(none.status).toBe(400);
    expect(none.json).toEqual({
      products: ["«60 UC» нет в наличии.", "Недостаточно кодов «660 UC»: в наличии 2."],
    });
  });

  it("accepts an order the stock covers, and refuses raising its lines above the stock", async () => {
    const browser = newBrowser();
    const res = await create(browser, [{ product_id: t.c.uc660.id, quantity: 2 }]);
    expect(res.status).toBe(201);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, res.json.id));
    const update = (quantity: number) =>
      request(browser, updateRoute, `/api/orders/pubg/${res.json.id}/update/`, {
        method: "POST",
        body: { products: [{ id: line.id, quantity }] },
        params: { id: String(res.json.id) },
      });
    const raised = await update(3);
    expect(raised.status).toBe(400);
    expect(raised.json).toEqual({ products: ["Недостаточно кодов «660 UC»: в наличии 2."] });
    expect((await update(1)).status).toBe(200);
    const [after] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(after.quantity).toBe(1);
  });

  it("sells again once codes are imported", async () => {
    await t.db
      .insert(pubgCodes)
      .values([1, 2, 3].map((i) => ({ productId: t.c.uc60.id, code: `RESTOCK-${i}` })));
    expect((await game(t.c.pubg.id)).products[0]).toMatchObject({ title: "60 UC", in_stock: 3 });
    expect((await create(newBrowser(), [{ product_id: t.c.uc60.id, quantity: 3 }])).status).toBe(201);
  });
});
