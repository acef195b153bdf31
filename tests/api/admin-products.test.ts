// Editing a product from the console: the storefront's (cached) product answer shows the change at once, the
// discount percent of the product and of its game follow, bad combinations are refused, and the change is audited.
import { eq } from "drizzle-orm";
import * as productRoute from "@/app/api/products/[id]/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { auditLog, games } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { insertGame, insertProduct } from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";

const { updateAdminProduct } = adminEndpoints;

describe.each(testEngines)("console product editing on %s", (engine) => {
  let t: AdminTestEnv;
  let gameId: number;
  let productId: number;
  beforeAll(async () => {
    t = await startAdminTest(engine);
    gameId = (await insertGame(t.db, { kind: "supply", title: "Genshin" })).id;
    productId = (await insertProduct(t.db, gameId, { title: "60 кристаллов", price: "100.00" })).id;
  });
  afterAll(() => t.close());

  const storefront = async () =>
    (await callRoute(productRoute, `/api/products/${productId}/`, { params: { id: String(productId) } }))
      .json;
  const patch = (body: unknown, token = t.tokens.admin) =>
    callAdmin(updateAdminProduct, { token, params: { id: String(productId) }, body });

  it("shows a new price and discount on the storefront at once, with the percent on product and game", async () => {
    expect((await storefront()).price).toBe("100.00");
    const res = await patch({ price: "200", discount_price: "150.5", title: "60 кристаллов сотворения" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ price: "200.00", discount_price: "150.50", discount_percent: 25 });
    expect(await storefront()).toMatchObject({
      title: "60 кристаллов сотворения",
      price: "200.00",
      discount_price: "150.50",
      discount_percent: 25,
    });
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(game.discountPercent).toBe(25);
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "product.update",
      actorEmail: t.accounts.admin.email,
      before: expect.objectContaining({ price: "100.00", discount_price: null }),
      after: expect.objectContaining({ price: "200.00", discount_price: "150.50" }),
    });
    // Removing the discount resets both percents.
    expect((await patch({ discount_price: null })).json.discount_percent).toBe(0);
    expect((await t.db.select().from(games).where(eq(games.id, gameId)))[0].discountPercent).toBe(0);
  });

  it("refuses a discount at or above the price, min above max, unknown fields and support", async () => {
    expect((await patch({ discount_price: "200.00" })).json).toEqual({
      discount_price: ["Цена со скидкой должна быть меньше обычной цены."],
    });
    expect((await patch({ min_quantity: 5, max_quantity: 2 })).json.max_quantity).toBeDefined();
    expect((await patch({ price: "1,5" })).json.price).toBeDefined();
    expect((await patch({ picture: "/x.png" })).status).toBe(400);
    expect((await patch({ price: "300" }, t.tokens.support)).status).toBe(403);
    expect((await storefront()).price).toBe("200.00");
  });
});
