// The two loaders of the order read model agree: one order joined with its lines in one query (loadOneOrder: drafts
// and details) reads exactly what the list loader (selectOrderRows + loadOrders: history and console) reads, lines in
// the same order, and an order without lines reads with none.
import { eq } from "drizzle-orm";
import { orderLines, orders } from "@/lib/server/db/schema";
import { createOrder } from "@/lib/server/orders/create-order";
import { loadOneOrder } from "@/lib/server/orders/read-model/load-one-order";
import { loadOrders } from "@/lib/server/orders/read-model/load-orders";
import { selectOrderRows } from "@/lib/server/orders/read-model/select-order-rows";
import { testEngines } from "../helpers/test-db";
import { checkoutSuite } from "./orders-test-kit";

describe.each(testEngines)("loading one order on %s", (engine) => {
  const t = checkoutSuite(engine);

  const byBothLoaders = async (id: number) => {
    const one = await loadOneOrder(t.db, { id });
    const [listed] = await loadOrders(t.db, await selectOrderRows(t.db).where(eq(orders.id, id)));
    return { one, listed };
  };

  it("reads an order with its lines as the list loader does, lines in order", async () => {
    const products = [t.c.uc660, t.c.uc60, t.c.ucPair];
    const id = await createOrder({
      kind: "pubg",
      userId: null,
      email: "one@example.com",
      gameId: t.c.uc60.gameId,
      subtotal: 1_000n,
      lines: products.map((product) => ({ product, quantity: 2, unitPrice: 100n })),
    });
    const { one, listed } = await byBothLoaders(id);
    expect(one).toEqual(listed);
    expect(one?.lines.map((l) => l.product.id)).toEqual(products.map((p) => p.id));
    expect(one?.lines.map((l) => l.kind)).toEqual(["pubg", "pubg", "pubg"]);
  });

  it("reads an order without lines with none, and no order as null", async () => {
    const id = await createOrder({
      kind: "pubg",
      userId: null,
      email: "none@example.com",
      gameId: t.c.uc60.gameId,
      subtotal: 0n,
      lines: [],
    });
    expect(await t.db.$count(orderLines, eq(orderLines.orderId, id))).toBe(0);
    const { one, listed } = await byBothLoaders(id);
    expect(one).toEqual(listed);
    expect(one?.lines).toEqual([]);
    expect(await loadOneOrder(t.db, { id: 987_654 })).toBeNull();
    expect(await loadOneOrder(t.db, { hash: "0".repeat(32) })).toBeNull();
  });
});
