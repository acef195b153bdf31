// An order is written in one statement (lib/server/orders/create-order.ts): the order, every line and its first
// timeline event land together, under the order's own id, or nothing lands at all; a signed-in shopper's order
// still takes the account's promo code in the same transaction.
import { eq } from "drizzle-orm";
import { orderEvents, orderLines, orders, products } from "@/lib/server/db/schema";
import { createOrder, type NewOrder } from "@/lib/server/orders/create-order";
import { testEngines } from "../helpers/test-db";
import { checkoutSuite } from "./orders-test-kit";

describe.each(testEngines)("writing a new order on %s", (engine) => {
  const t = checkoutSuite(engine);

  async function guestOrder(productIds: number[]): Promise<NewOrder> {
    const rows = await Promise.all(
      productIds.map(async (id) => (await t.db.select().from(products).where(eq(products.id, id)))[0]),
    );
    const lines = rows.map((product, i) => ({
      // a product the catalogue does not hold (the foreign key refuses its line)
      product: product ?? { ...rows[0], id: productIds[i] },
      quantity: 2,
      unitPrice: 8_900n,
    }));
    return {
      kind: "pubg",
      userId: null,
      email: "atomic@example.com",
      gameId: rows[0].gameId,
      subtotal: 8_900n * 2n * BigInt(lines.length),
      lines,
    };
  }

  const counts = async () => ({
    orders: await t.db.$count(orders),
    lines: await t.db.$count(orderLines),
    events: await t.db.$count(orderEvents),
  });

  it("writes the order, all its lines and its created event under one id", async () => {
    const id = await createOrder(await guestOrder([t.c.uc60.id, t.c.uc660.id]));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: "created", email: "atomic@example.com", total: "356.00" });
    expect(order.hash).toMatch(/^[0-9a-f]{32}$/);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(lines.map((l) => [l.productId, l.quantity, l.price, l.amountUc]).sort()).toEqual(
      [
        [t.c.uc60.id, 2, "89.00", 120],
        [t.c.uc660.id, 2, "89.00", 1320],
      ].sort(),
    );
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.status)).toEqual(["created"]);
  });

  it("leaves nothing behind when one line cannot be written", async () => {
    const before = await counts();
    await expect(createOrder(await guestOrder([t.c.uc60.id, 987_654]))).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });
});
