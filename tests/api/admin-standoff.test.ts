// The Standoff queue in the console: staff see the demo's waiting lot, mark it bought (the line is delivered, the
// delivery job settles the order, the audit log says who did it), and a line no longer waiting is refused.
import { eq } from "drizzle-orm";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { auditLog, orderLines, orders } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/db/seed";
import { seedDemoOrders } from "@/lib/server/demo/seed-demo-orders";
import { deliverOrder } from "@/lib/server/fulfilment/deliver-order";
import { getOrderDetails } from "@/lib/server/orders/order-details";
import { testEngines } from "../helpers/test-db";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";

const { listAdminStandoffQueue, markAdminStandoffBought, markAdminStandoffUnbuyable } = adminEndpoints;

describe.each(testEngines)("console Standoff queue on %s", (engine) => {
  let t: AdminTestEnv;
  beforeAll(async () => {
    t = await startAdminTest(engine);
    await seedDatabase(t.db);
    await seedDemoOrders();
    // Migrating and seeding PGlite (the demo orders placed through the services) took over 60 s in a whole
    // parallel run on the loaded 2-core machine, and 20 s alone.
  }, 120_000);
  afterAll(() => t.close());

  it("lists the waiting lot, delivers it when bought and audits who bought it", async () => {
    const queue = await callAdmin(listAdminStandoffQueue, { token: t.tokens.support });
    expect(queue.status).toBe(200);
    expect(queue.json.length).toBeGreaterThanOrEqual(1);
    const item = queue.json[0];
    expect(item).toMatchObject({ game_account_id: "48811230", skin_name: expect.any(String) });
    expect(item.avatar_url).toMatch(/\/api\/uploads\/avatars\/.+\.png\/$/);
    // Staff buy the lot at the price the shopper was told to list it at on the order page, to the kopeck.
    const [waiting] = await t.db.select().from(orders).where(eq(orders.id, item.order_id));
    const listing = (await getOrderDetails(waiting.hash))?.standoffListing;
    expect(listing).toBeTruthy();
    expect(item).toMatchObject({
      skin_name: listing!.skinName,
      price: listing!.price,
      gold: listing!.gold,
      fee: listing!.fee,
      surplus: listing!.surplus,
    });
    expect(Number(item.price)).toBeGreaterThan(0);

    const bought = await callAdmin(markAdminStandoffBought, {
      token: t.tokens.support,
      params: { id: String(item.line_id) },
      body: { note: "Куплено в 12:05" },
    });
    expect(bought.status).toBe(200);
    expect(bought.json).toEqual({ order_id: item.order_id, outcome: "completed" });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, item.line_id));
    expect(line.status).toBe("completed");
    await deliverOrder(item.order_id);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, item.order_id));
    expect(order.status).toBe("done");

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "standoff.bought"));
    expect(entry).toMatchObject({
      actorEmail: t.accounts.support.email,
      targetType: "order",
      targetId: String(item.order_id),
      before: { line_id: item.line_id, status: "sending" },
      after: { line_id: item.line_id, status: "completed", note: "Куплено в 12:05" },
    });

    const again = await callAdmin(markAdminStandoffUnbuyable, {
      token: t.tokens.admin,
      params: { id: String(item.line_id) },
      body: { reason: "Нет лота" },
    });
    expect(again.status).toBe(400);
    expect(await t.db.$count(auditLog)).toBe(1);
  });

  it("asks for a reason before refusing a lot", async () => {
    const res = await callAdmin(markAdminStandoffUnbuyable, {
      token: t.tokens.support,
      params: { id: "1" },
      body: { reason: "  " },
    });
    expect(res.status).toBe(400);
    expect(res.json.reason).toEqual(["Обязательное поле."]);
  });
});
