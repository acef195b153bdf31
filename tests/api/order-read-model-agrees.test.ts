// Issue 27: one order read model (lib/server/orders/read-model/) with a projection per answer. For every demo order
// (placed, paid and delivered through the real services) the draft (GET /api/orders/{hash}/), the details
// (GET /api/orders/{hash}/details/), the profile's history entry and the console (GET /api/admin/orders/{id}/ and
// its list) state the same order: the same lines in the same order with the same prices, quantities, statuses and
// products, and the same timeline on the details page and in the console.
import * as s from "@/lib/server/db/schema";
import { getOrderDraft } from "@/lib/server/orders/order-draft";
import { getOrderDetails } from "@/lib/server/orders/order-details";
import { listOrderHistory } from "@/lib/server/orders/list-order-history";
import { getAdminOrder } from "@/lib/server/orders/staff/get-admin-order";
import { listAdminOrders } from "@/lib/server/orders/staff/list-admin-orders";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";

type Order = typeof s.orders.$inferSelect;
type Line = { id: number; quantity: number; price: string; status: string; product: { id: number } };

/** What every projection shows of a line. */
const shared = (lines: Line[]) =>
  lines.map((l) => ({
    id: l.id,
    quantity: l.quantity,
    price: l.price,
    status: l.status,
    product: l.product.id,
  }));

/** An order's fields but its lines, codes and keys. */
const withoutDeliveries = (order: object) =>
  Object.fromEntries(
    Object.entries(order).filter(([k]) => !["orderProducts", "codes", "code", "delivery"].includes(k)),
  );

describe.each(testEngines)("the projections of one order agree on %s", (engine) => {
  let t: TestDb;
  let orders: Order[];
  let lines: (typeof s.orderLines.$inferSelect)[];
  beforeAll(async () => {
    t = await startTestDb({ engine });
    orders = await t.db.select().from(s.orders).orderBy(s.orders.id);
    lines = await t.db.select().from(s.orderLines).orderBy(s.orderLines.id);
  }, 120_000);
  afterAll(() => t.close());

  it("has orders of every kind, with lines in several statuses and recorded timelines", () => {
    expect(new Set(orders.map((o) => o.kind))).toEqual(
      new Set(["pubg", "rokky", "standoff", "steam", "supply"]),
    );
    expect(new Set(lines.map((l) => l.status)).size).toBeGreaterThanOrEqual(3);
  });

  it("shows the same lines, totals and timeline in the draft, the details, the history and the console", async () => {
    const histories = new Map<number, Awaited<ReturnType<typeof listOrderHistory>>["results"]>();
    const listed = new Map((await listAdminOrders({}, 1000, 0)).results.map((o) => [o.id, o]));
    let withTimeline = 0;
    let withLines = 0;
    for (const order of orders) {
      const stored = shared(
        lines.filter((l) => l.orderId === order.id).map((l) => ({ ...l, product: { id: l.productId } })),
      );
      const draft = (await getOrderDraft({ id: order.id }))!;
      const details = (await getOrderDetails(order.hash))!;
      const console = await getAdminOrder(order.id);
      if (stored.length) withLines += 1;

      for (const [name, view] of Object.entries({ draft, details, console })) {
        expect({ order: order.id, name, id: view.id, hash: view.hash, status: view.status }).toEqual({
          order: order.id,
          name,
          id: order.id,
          hash: order.hash,
          status: order.status,
        });
        expect({ order: order.id, name, total: view.total, totalToPay: view.totalToPay }).toEqual({
          order: order.id,
          name,
          total: order.total,
          totalToPay: order.totalToPay,
        });
      }
      expect({ order: order.id, lines: shared(draft.orderProducts) }).toEqual({
        order: order.id,
        lines: stored,
      });
      expect({ order: order.id, lines: shared(details.orderProducts) }).toEqual({
        order: order.id,
        lines: stored,
      });
      expect({ order: order.id, lines: shared(console.lines) }).toEqual({ order: order.id, lines: stored });
      expect(details.money).toEqual(console.money);

      // The status timeline: as recorded in both; an order older than the timeline shows its start on the page.
      if (console.events.length) {
        withTimeline += 1;
        expect({ order: order.id, timeline: details.timeline }).toEqual({
          order: order.id,
          timeline: console.events,
        });
      } else {
        expect(details.timeline[0]).toEqual({ status: "created", created: order.created.toISOString() });
      }

      // The console's list shows the order as its page opens.
      const { id, hash, kind, status, email, userId, game, gift, total, created, updated } = console;
      expect(listed.get(order.id)).toEqual({
        ...{ id, hash, kind, status, email, userId, game, gift, total, created, updated },
        totalToPay: console.totalToPay,
        paymentMethod: console.paymentMethod,
        playerId: console.playerId,
      });

      if (order.userId !== null) {
        if (!histories.has(order.userId)) {
          histories.set(order.userId, (await listOrderHistory(order.userId, {}, 1000, 0)).results);
        }
        const entry = histories.get(order.userId)!.find((e) => e.id === order.id)!;
        expect({ order: order.id, lines: shared(entry.orderProducts) }).toEqual({
          order: order.id,
          lines: stored,
        });
        expect(entry.money).toEqual(details.money);
        // The details open with the history entry: every field the history shows, the same (codes and keys aside,
        // which the details hold back until their line is completed).
        const fromHistory = withoutDeliveries(entry);
        const fromDetails = withoutDeliveries(details);
        expect({ order: order.id, ...fromDetails }).toMatchObject({ order: order.id, ...fromHistory });
      }
    }
    expect(withLines).toBeGreaterThan(orders.length / 2);
    expect(withTimeline).toBeGreaterThan(orders.length / 2);
  });
});
