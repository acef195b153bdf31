import * as productsRoute from "@/app/api/products/route";
import * as productRoute from "@/app/api/products/[id]/route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { insertGame, insertProduct } from "./fixtures/insert-fixtures";

type P = { id: number; title: string; resourcetype: string };
const getOne = (id: string) => callRoute(productRoute, `/api/products/${id}/`, { params: { id } });

describe.each(testEngines)("products API on %s", (engine) => {
  let t: TestDb;
  const ids: Record<string, number> = {};
  let pubgId: number;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    const pubg = await insertGame(t.db, { kind: "pubg", title: "PUBG", position: 1 });
    const standoff = await insertGame(t.db, { kind: "standoff", title: "Standoff 2", position: 2 });
    const hidden = await insertGame(t.db, { kind: "steam", title: "Hidden", isActive: false, position: 0 });
    const supply = await insertGame(t.db, { kind: "supply", title: "Supply", position: 3 });
    pubgId = pubg.id;
    const rows = [
      await insertProduct(t.db, pubg.id, { title: "325 UC", amountUc: 325, price: "450.00", position: 2 }),
      await insertProduct(t.db, pubg.id, {
        title: "60 UC",
        amountUc: 60,
        price: "90.00",
        discountPrice: "80.00",
        discountPercent: 11,
        position: 1,
      }),
      await insertProduct(t.db, pubg.id, { title: "Old UC", amountUc: 1, isActive: false, position: 3 }),
      await insertProduct(t.db, standoff.id, { title: "100 gold", gold: 100 }),
      await insertProduct(t.db, hidden.id, { title: "Steam top-up" }),
      await insertProduct(t.db, supply.id, { title: "Diamonds" }),
    ];
    for (const r of rows) ids[r.title] = r.id;
  });
  afterAll(() => t.close());

  it("lists products of active games in game and display order, with resourcetype per game kind", async () => {
    const res = await callRoute(productsRoute, "/api/products/");
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(5);
    expect(res.json.results.map((p: P) => [p.title, p.resourcetype])).toEqual([
      ["60 UC", "PUBGProduct"],
      ["325 UC", "PUBGProduct"],
      ["Old UC", "PUBGProduct"],
      ["100 gold", "StandoffProduct"],
      ["Diamonds", "SupplyProduct"],
    ]);
    expect(res.json.results[0]).toEqual({
      resourcetype: "PUBGProduct",
      id: ids["60 UC"],
      title: "60 UC",
      price: "90.00",
      picture: "/images/p.png",
      min_quantity: 1,
      max_quantity: 100,
      is_active: true,
      discount_price: "80.00",
      discount_percent: 11,
      amount_uc: 60,
    });
    expect(res.json.results[2].is_active).toBe(false);
    expect(res.json.results[3]).toMatchObject({ gold: 100 });
    expect(res.json.results[3]).not.toHaveProperty("amount_uc");
    expect(res.json.results[4]).not.toHaveProperty("gold");
  });

  it("pages by page and page_size", async () => {
    const first = await callRoute(productsRoute, "/api/products/?page_size=2");
    expect(first.json.next).toBe("http://localhost:3000/api/products/?page_size=2&page=2");
    expect(first.json.previous).toBeNull();
    const last = await callRoute(productsRoute, "/api/products/?page_size=2&page=3");
    expect(last.json.results.map((p: P) => p.title)).toEqual(["Diamonds"]);
    expect(last.json.next).toBeNull();
    expect(last.json.previous).toBe("http://localhost:3000/api/products/?page_size=2&page=2");
    const past = await callRoute(productsRoute, "/api/products/?page_size=2&page=4");
    expect(past.status).toBe(404);
    expect(past.json.detail).toBe("Неверная страница.");
    const bad = await callRoute(productsRoute, "/api/products/?page_size=-2");
    expect(bad.status).toBe(400);
    expect(bad.json.page_size).toHaveLength(1);
  });

  it("answers a product detail with its game", async () => {
    const res = await getOne(String(ids["325 UC"]));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      resourcetype: "PUBGProduct",
      id: ids["325 UC"],
      amount_uc: 325,
      game: { id: pubgId, title: "PUBG", is_active: true },
    });
    const steam = await getOne(String(ids["Steam top-up"]));
    expect(steam.status).toBe(200);
    expect(steam.json).toMatchObject({
      resourcetype: "SteamProduct",
      game: { title: "Hidden", is_active: false },
    });
  });

  it.each(["999999", "abc", "-5", "1e3x"])("404 for product %s", async (id) => {
    const res = await getOne(id);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
  });

  it("405 for other methods", async () => {
    expect((await callRoute(productsRoute, "/api/products/", { method: "POST", body: {} })).status).toBe(405);
    const put = await callRoute(productRoute, "/api/products/1/", {
      method: "PUT",
      body: {},
      params: { id: "1" },
    });
    expect(put.status).toBe(405);
  });
});
