// Games and products from the console: a game created with a product is in the storefront's (cached) list and on
// its own page at once, kind settings and servers belong to their kind, titles stay unique, bad input gets DRF
// field errors, the logo is uploaded as a checked picture, and every write is audited with before and after.
import { eq } from "drizzle-orm";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as gamesRoute from "@/app/api/games/route";
import * as standoffSettingsRoute from "@/app/api/orders/standoff/settings/route";
import * as steamSettingsRoute from "@/app/api/orders/steam/settings/route";
import * as logoRoute from "@/app/api/admin/games/[id]/logo/route";
import * as uploadsRoute from "@/app/api/uploads/catalogue/[name]/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { games } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { callRouteMultipart } from "../helpers/call-route-multipart";
import { testEngines } from "../helpers/test-db";
import { insertGame } from "./fixtures/insert-fixtures";
import * as adminKit from "./admin-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const { listAdminGames, createAdminGame, getAdminGame, updateAdminGame, createAdminProduct } = adminEndpoints;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe.each(testEngines)("console games on %s", (engine) => {
  let t: adminKit.AdminTestEnv;
  beforeAll(async () => {
    t = await adminKit.startAdminTest(engine);
    await insertGame(t.db, { kind: "pubg", title: "PUBG Mobile", position: 1 });
  });
  afterAll(() => t.close());
  adminKit.useStoreCache();

  const admin = adminKit.callAsAdmin(() => t);
  const storefrontList = async () => (await callRoute(gamesRoute, "/api/games/")).json;
  const storefrontGame = async (id: number) =>
    callRoute(gameRoute, `/api/games/${id}/`, { params: { id: String(id) } });
  const lastAudit = () => adminKit.lastAuditEntry(t.db);

  it("creates a game with a product; the storefront's cached list and game page show both at once", async () => {
    expect((await storefrontList()).results.map((g: { title: string }) => g.title)).toEqual(["PUBG Mobile"]);
    const created = await admin(createAdminGame, {
      body: {
        kind: "supply",
        title: "  Genshin Impact ",
        detail_title: "Кристаллы сотворения",
        tags: ["RPG"],
        position: 0,
        player_id_pattern: "\\d{9}",
        player_id_hint: "9 цифр",
        is_server_needed: true,
        is_server_enum: true,
        servers: [{ name: "Europe" }, { name: "Asia" }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      kind: "supply",
      title: "Genshin Impact",
      logo: "",
      is_active: true,
      products_count: 0,
      servers: [{ name: "Europe" }, { name: "Asia" }],
      standoff_settings: null,
      steam_settings: null,
    });
    const gameId: number = created.json.id;
    expect(await lastAudit()).toMatchObject({
      action: "game.create",
      targetId: String(gameId),
      actorEmail: t.accounts.admin.email,
      before: null,
      after: expect.objectContaining({
        kind: "supply",
        title: "Genshin Impact",
        player_id_pattern: "\\d{9}",
      }),
    });

    // Read (and so cached) before the product exists: the product must still show at once.
    expect((await storefrontGame(gameId)).json.products).toEqual([]);
    expect((await storefrontList()).results[0]).toMatchObject({ title: "Genshin Impact", products: [] });

    const product = await admin(createAdminProduct, {
      body: { game_id: gameId, title: "60 кристаллов", price: "99", discount_price: "79.5" },
    });
    expect(product.status).toBe(201);
    expect(product.json).toMatchObject({
      resourcetype: "SupplyProduct",
      title: "60 кристаллов",
      price: "99.00",
      discount_price: "79.50",
      discount_percent: 20,
      is_active: true,
    });
    expect(await lastAudit()).toMatchObject({
      action: "product.create",
      after: expect.objectContaining({ game_id: gameId, price: "99.00" }),
    });

    const list = await storefrontList();
    expect(list.results.map((g: { title: string }) => g.title)).toEqual(["Genshin Impact", "PUBG Mobile"]);
    const page = await storefrontGame(gameId);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      resourcetype: "SupplyGame",
      discount_percent: 20,
      player_id_pattern: "\\d{9}",
      servers: [{ name: "Europe" }, { name: "Asia" }],
      products: [{ title: "60 кристаллов", price: "99.00" }],
    });

    // Switched off, it leaves the storefront's list at once; the change is audited with before and after.
    const off = await admin(updateAdminGame, { params: { id: String(gameId) }, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect((await storefrontList()).results.map((g: { id: number }) => g.id)).not.toContain(gameId);
    expect(await lastAudit()).toMatchObject({
      action: "game.update",
      before: expect.objectContaining({ is_active: true }),
      after: expect.objectContaining({ is_active: false }),
    });
    // The console still lists it, with its product counted.
    const consoleList = await admin(listAdminGames, { query: "search=genshin" });
    expect(consoleList.json).toMatchObject({
      count: 1,
      results: [{ id: gameId, is_active: false, products_count: 1 }],
    });
  });

  it("keeps a server's id when renamed, drops the ones left out, and refuses another game's", async () => {
    const game = (
      await admin(createAdminGame, {
        body: {
          kind: "supply",
          title: "Honkai",
          is_server_needed: true,
          servers: [{ name: "A" }, { name: "B" }],
        },
      })
    ).json;
    const [a, b] = game.servers as { id: number; name: string }[];
    const changed = await admin(updateAdminGame, {
      params: { id: String(game.id) },
      body: { servers: [{ name: "C" }, { id: a.id, name: "A2" }] },
    });
    expect(changed.json.servers).toEqual([
      { id: expect.any(Number), name: "C" },
      { id: a.id, name: "A2" },
    ]);
    expect(changed.json.servers.map((s: { id: number }) => s.id)).not.toContain(b.id);
    const other = await insertGame(t.db, { kind: "supply" });
    const foreign = await admin(updateAdminGame, {
      params: { id: String(other.id) },
      body: { servers: [{ id: a.id, name: "stolen" }] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.servers).toBeDefined();
    // A list to pick from cannot be empty.
    const empty = await admin(updateAdminGame, {
      params: { id: String(game.id) },
      body: { is_server_enum: true, servers: [] },
    });
    expect(empty.json).toEqual({ servers: [expect.stringContaining("хотя бы один сервер")] });
  });

  it("changes the Standoff settings and the Steam commission through their games", async () => {
    const standoff = await admin(createAdminGame, { body: { kind: "standoff", title: "Standoff 2" } });
    expect(standoff.json.standoff_settings).toMatchObject({ market_fee: "20.00" });
    const changed = await admin(updateAdminGame, {
      params: { id: String(standoff.json.id) },
      body: {
        standoff_settings: {
          need_refund: true,
          is_surplus_enabled: false,
          skin_name: 'AKR "Dragon"',
          skin_picture: "/images/products/standoff-skin.svg",
          market_fee: "15",
        },
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.standoff_settings).toEqual({
      need_refund: true,
      is_surplus_enabled: false,
      skin_name: 'AKR "Dragon"',
      skin_picture: "/images/products/standoff-skin.svg",
      market_fee: "15.00",
    });
    expect((await callRoute(standoffSettingsRoute, "/api/orders/standoff/settings/")).json).toMatchObject({
      skin_name: 'AKR "Dragon"',
      is_surplus_enabled: false,
    });
    expect(await lastAudit()).toMatchObject({
      before: expect.objectContaining({
        standoff_settings: expect.objectContaining({ market_fee: "20.00" }),
      }),
      after: expect.objectContaining({ standoff_settings: expect.objectContaining({ market_fee: "15.00" }) }),
    });

    const steam = await admin(createAdminGame, {
      body: { kind: "steam", title: "Steam", steam_settings: { commission: "9.5" } },
    });
    expect(steam.status).toBe(201);
    expect(steam.json.steam_settings).toEqual({ commission: "9.50" });
    expect((await callRoute(steamSettingsRoute, "/api/orders/steam/settings/")).json).toMatchObject({
      commission: "9.50",
    });
    // Settings of another kind, and servers of a non-supply game, are refused by name.
    const wrong = await admin(updateAdminGame, {
      params: { id: String(steam.json.id) },
      body: { servers: [], standoff_settings: changed.json.standoff_settings },
    });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.json).sort()).toEqual(["servers", "standoff_settings"]);
  });

  it("refuses duplicate titles (any case), bad fields, unsafe patterns and an unknown game", async () => {
    const dup = await admin(createAdminGame, { body: { kind: "pubg", title: "pubg MOBILE" } });
    expect(dup.status).toBe(400);
    expect(dup.json).toEqual({ title: ["Игра с таким названием уже существует."] });
    const bad = await admin(createAdminGame, {
      body: {
        kind: "dota",
        title: "",
        position: -1,
        player_id_pattern: "(a+)+",
        product_preview_icon: "//x",
      },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.json).sort()).toEqual([
      "kind",
      "player_id_pattern",
      "position",
      "product_preview_icon",
      "title",
    ]);
    expect(
      (await admin(createAdminGame, { body: { kind: "pubg", title: "X", logo: "/x.png" } })).status,
    ).toBe(400);
    const missing = await admin(getAdminGame, { params: { id: "999999" } });
    expect(missing.status).toBe(404);
    expect(
      (await admin(createAdminProduct, { body: { game_id: 999999, title: "x", price: "1" } })).json,
    ).toEqual({
      game_id: ["Игра не найдена."],
    });
    // Support may not write the catalogue.
    expect(
      (
        await adminKit.callAdmin(createAdminGame, {
          token: t.tokens.support,
          body: { kind: "pubg", title: "Y" },
        })
      ).status,
    ).toBe(403);
    expect(await t.db.select().from(games).where(eq(games.title, "Y"))).toEqual([]);
  });

  it("asks PUBG products for their UC and Standoff ones for gold, and checks price against discount", async () => {
    const pubg = (await t.db.select().from(games).where(eq(games.title, "PUBG Mobile")))[0];
    const noUc = await admin(createAdminProduct, { body: { game_id: pubg.id, title: "60 UC", price: "80" } });
    expect(noUc.json).toEqual({ amount_uc: ["Обязательное поле."] });
    const gold = await admin(createAdminProduct, {
      body: { game_id: pubg.id, title: "60 UC", price: "80", amount_uc: 60, gold: 5 },
    });
    expect(gold.json).toEqual({ gold: ["Это поле не относится к играм этого типа."] });
    const discount = await admin(createAdminProduct, {
      body: { game_id: pubg.id, title: "60 UC", price: "80", discount_price: "80", amount_uc: 60 },
    });
    expect(discount.json).toEqual({ discount_price: ["Цена со скидкой должна быть меньше обычной цены."] });
    const ok = await admin(createAdminProduct, {
      body: {
        game_id: pubg.id,
        title: "60 UC",
        price: "80",
        amount_uc: 60,
        min_quantity: 2,
        max_quantity: 5,
      },
    });
    expect(ok.json).toMatchObject({ resourcetype: "PUBGProduct", amount_uc: 60, min_quantity: 2 });
    const page = await storefrontGame(pubg.id);
    expect(page.json.products).toEqual([expect.objectContaining({ title: "60 UC", in_stock: 0 })]);
  });

  it("uploads a logo as a checked picture, served back and shown on the storefront at once", async () => {
    const game = (await t.db.select().from(games).where(eq(games.title, "PUBG Mobile")))[0];
    const upload = (bytes: BlobPart, token = t.tokens.admin) => {
      const form = new FormData();
      form.append("image", new Blob([bytes], { type: "image/png" }), "logo.png");
      return callRouteMultipart(logoRoute, `/api/admin/games/${game.id}/logo/`, {
        form,
        params: { id: String(game.id) },
        headers: { authorization: `Bearer ${token}` },
      });
    };
    const notImage = await upload(new TextEncoder().encode("<svg onload=alert(1)>"));
    expect(notImage.status).toBe(400);
    expect(notImage.json).toEqual({ image: ["Загрузите изображение в формате PNG, JPEG или WebP."] });
    expect((await upload(PNG, t.tokens.support)).status).toBe(403);

    const res = await upload(PNG);
    expect(res.status).toBe(200);
    const logo: string = res.json.logo;
    expect(logo).toMatch(/^\/api\/uploads\/catalogue\/[0-9a-f]{32}\.png\/$/);
    expect((await storefrontGame(game.id)).json.logo).toBe(logo);
    const name = logo.split("/")[4];
    const served = await callRoute(uploadsRoute, logo, { params: { name } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await lastAudit()).toMatchObject({
      action: "game.logo",
      before: { logo: "/images/game.png" },
      after: { logo },
    });
  });
});
