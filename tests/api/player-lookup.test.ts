// Issue 10, before paying: player ids are checked per game (the demo catalogue's formats, and the characters no
// id may hold) when an order is made, and GET /api/games/{id}/player/ names the player where the provider can
// (the sandbox supply channel: ids ending 0000 are unknown), limited per client address.
import { eq } from "drizzle-orm";
import { z } from "zod";
import * as schemaRoute from "@/app/api/docs/schema/route";
import * as playerRoute from "@/app/api/games/[id]/player/route";
import * as standoffRoute from "@/app/api/orders/standoff/route";
import * as steamRoute from "@/app/api/orders/steam/route";
import * as supplyRoute from "@/app/api/orders/supply_channel/route";
import * as supplyDetailsRoute from "@/app/api/orders/supply_channel/[id]/delivery_details/update/route";
import * as standoffDetailsRoute from "@/app/api/orders/standoff/[id]/delivery_details/update/route";
import * as steamDetailsRoute from "@/app/api/orders/steam/[id]/delivery_details/update/route";
import { gameServers, games, products } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/db/seed";
import { seedDemoOrders } from "@/lib/server/demo/seed-demo-orders";
import { PLAYER_LOOKUP_LIMITS } from "@/lib/server/catalog/lookup-player";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { call, randomIp, startAuthTest, type AuthTestEnv } from "./auth-test-kit";
import { insertGame, insertProduct } from "./fixtures/insert-fixtures";
import { newBrowser, request } from "./orders-test-kit";

process.env.SANDBOX_FULFILMENT_DELAY_MS = "0";

const CHARS = "Допустимы только латинские буквы, цифры и знаки _ . - (без пробелов и эмодзи).";

describe.each(testEngines)("player ids before paying on %s", (engine) => {
  let t: AuthTestEnv;
  const id: Record<string, number> = {};
  const product: Record<string, number> = {};

  beforeAll(async () => {
    t = await startAuthTest(engine);
    await seedDatabase(t.db);
    await seedDemoOrders();
    for (const g of await t.db.select().from(games)) id[g.title] = g.id;
    for (const p of await t.db.select().from(products).where(eq(products.isActive, true)))
      product[p.gameId] ??= p.id;
  });
  afterAll(() => t.close());

  const lookup = (gameId: number, query: Record<string, string>, ip?: string) =>
    call(playerRoute, `/api/games/${gameId}/player/?${new URLSearchParams(query)}`, {
      params: { id: String(gameId) },
      ip,
    });

  describe("GET /api/games/{id}/player/", () => {
    it("names a supply-channel player the sandbox knows", async () => {
      const res = await lookup(id["Free Fire"], { user_id: " 812345678 " });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ nickname: "Игрок_5678" });
    });

    it("answers 404 player_not_found for an id the provider does not know (sandbox: ending 0000)", async () => {
      const res = await lookup(id["Free Fire"], { user_id: "812340000" });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: "Игрок с таким ID не найден.", code: "player_not_found" });
    });

    it("refuses an id of the wrong format with the game's hint, and spaces, emoji and other scripts", async () => {
      const short = await lookup(id["Free Fire"], { user_id: "1234" });
      expect(short.status).toBe(400);
      expect(short.json).toEqual({ user_id: ["Неверный формат: нужно от 5 до 12 цифр."] });
      expect((await lookup(id["Free Fire"], { user_id: "12345abc" })).json).toEqual({
        user_id: ["Неверный формат: нужно от 5 до 12 цифр."],
      });
      for (const bad of ["812 345 678", "812345678😀", "８１２３４５６７８", "ИгрокОдин"]) {
        const res = await lookup(id["Free Fire"], { user_id: bad });
        expect({ bad, status: res.status, json: res.json }).toEqual({
          bad,
          status: 400,
          json: { user_id: [CHARS] },
        });
      }
      expect((await lookup(id["Free Fire"], {})).json).toEqual({ user_id: ["Обязательное поле."] });
      expect((await lookup(id["Free Fire"], { user_id: "1".repeat(65) })).status).toBe(400);
    });

    it("checks the format of games whose provider cannot name players, and answers null for them", async () => {
      expect((await lookup(id["Standoff 2"], { user_id: "48811230" })).json).toEqual({ nickname: null });
      expect((await lookup(id["Standoff 2"], { user_id: "12345" })).json).toEqual({
        user_id: ["Неверный формат: нужно от 6 до 12 цифр."],
      });
      expect((await lookup(id["Steam"], { user_id: "gaben_fan" })).json).toEqual({ nickname: null });
      expect((await lookup(id["Steam"], { user_id: "gaben.fan" })).json).toEqual({
        user_id: ["Неверный формат: нужно от 3 до 32 латинских букв, цифр или знаков _."],
      });
    });

    it("asks for the server a game needs: one of its own listed servers, or a typed zone id", async () => {
      const genshin = id["Genshin Impact"];
      const [europe] = await t.db.select().from(gameServers).where(eq(gameServers.gameId, genshin));
      const honkai = id["Honkai: Star Rail"];
      const [foreign] = await t.db.select().from(gameServers).where(eq(gameServers.gameId, honkai));
      expect((await lookup(genshin, { user_id: "812345678" })).json).toEqual({
        server: ["Выберите сервер."],
      });
      expect((await lookup(genshin, { user_id: "812345678", server: String(foreign.id) })).json).toEqual({
        server: ["Выберите сервер из списка серверов этой игры."],
      });
      const ok = await lookup(genshin, { user_id: "812345678", server: String(europe.id) });
      expect(ok.json).toEqual({ nickname: "Игрок_5678" });
      const mlbb = id["Mobile Legends: Bang Bang"];
      expect((await lookup(mlbb, { user_id: "812345678" })).json).toEqual({
        server: ["Укажите сервер (Zone ID) аккаунта."],
      });
      expect((await lookup(mlbb, { user_id: "812345678", server: "2001" })).json).toEqual({
        nickname: "Игрок_5678",
      });
    });

    it("answers 404 not_found for an unknown or switched-off game", async () => {
      const unknown = await lookup(999_999, { user_id: "812345678" });
      expect(unknown.status).toBe(404);
      expect(unknown.json).toMatchObject({ code: "not_found" });
      expect((await lookup(id["Call of Duty: Mobile"], { user_id: "812345678" })).status).toBe(404);
    });

    it("is limited per client address (429 with Retry-After), every attempt counted", async () => {
      const ip = randomIp();
      for (let i = 0; i < PLAYER_LOOKUP_LIMITS.perIp; i++) {
        const res = await lookup(id["Free Fire"], { user_id: i % 2 ? `81234${1000 + i}` : "1" }, ip);
        expect(res.status).not.toBe(429);
      }
      const limited = await lookup(id["Free Fire"], { user_id: "812345678" }, ip);
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ code: "throttled" });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await lookup(id["Free Fire"], { user_id: "812345678" }, randomIp())).status).toBe(200);
    });

    it("answers within the schema its OpenAPI document gives", async () => {
      const doc = (await callRoute(schemaRoute, "/api/docs/schema/")).json;
      const op = doc.paths["/api/games/{id}/player/"].get;
      expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(["id", "server", "user_id"]);
      const validator = z.fromJSONSchema(op.responses["200"].content["application/json"].schema);
      for (const userId of ["812345678", "48811230"]) {
        const gameId = userId === "48811230" ? id["Standoff 2"] : id["Free Fire"];
        const res = await lookup(gameId, { user_id: userId });
        expect(validator.safeParse(res.json).success).toBe(true);
        expect(validator.safeParse({ ...res.json, unexpected: true }).success).toBe(false);
      }
      expect(op.responses["404"]).toBeDefined();
    });
  });

  describe("order creation checks the id by the game's format", () => {
    const order = (mod: Record<string, unknown>, url: string, body: Record<string, unknown>) =>
      call(mod, url, { method: "POST", body: { email: "ids@example.com", ...body } });
    const supply = (userId: string) =>
      order(supplyRoute, "/api/orders/supply_channel/", {
        products: [{ product_id: product[id["Free Fire"]], quantity: 1 }],
        supply_channel_user_id: userId,
      });
    const standoff = (accountId: string) =>
      order(standoffRoute, "/api/orders/standoff/", {
        products: [{ product_id: product[id["Standoff 2"]], quantity: 1 }],
        game_account_id: accountId,
      });
    const steam = (login: string) =>
      order(steamRoute, "/api/orders/steam/", { amount: 500, steam_account_id: login });

    it("refuses ids that do not fit, naming the format", async () => {
      expect((await supply("1234")).json).toEqual({
        supply_channel_user_id: ["Неверный формат: нужно от 5 до 12 цифр."],
      });
      expect((await standoff("12345")).json).toEqual({
        game_account_id: ["Неверный формат: нужно от 6 до 12 цифр."],
      });
      const login = await steam("ab");
      expect(login.status).toBe(400);
      expect(login.json).toEqual({
        steam_account_id: ["Неверный формат: нужно от 3 до 32 латинских букв, цифр или знаков _."],
      });
    });

    it("refuses spaces, emoji and other scripts with one clear message", async () => {
      expect((await supply("812 345 678")).json).toEqual({
        supply_channel_user_id: [CHARS],
      });
      expect((await standoff("48811230🙂")).json).toEqual({ game_account_id: [CHARS] });
      expect((await steam("gabеn")).json).toEqual({ steam_account_id: [CHARS] }); // a Cyrillic "е"
    });

    it("takes ids that fit, the sandbox's magic ids included", async () => {
      for (const res of [
        await supply(" 812345678 "),
        await supply("12340000"),
        await supply("55552222"),
        await standoff("48811230"),
        await standoff("9993333"),
        await steam("gaben_fan"),
        await steam("login0000"),
      ]) {
        expect({ status: res.status, json: res.status === 201 ? null : res.json }).toEqual({
          status: 201,
          json: null,
        });
      }
      expect((await supply(" 812345678 ")).json).toMatchObject({ moogold_user_id: "812345678" });
    });

    it("checks a changed id the same way on delivery_details/update", async () => {
      const cases = [
        {
          create: [supplyRoute, "/api/orders/supply_channel/", { supply_channel_user_id: "812345678" }],
          product: id["Free Fire"],
          update: [supplyDetailsRoute, "supply_channel", "moogold_user_id"],
          bad: ["1234", "Неверный формат: нужно от 5 до 12 цифр."],
          good: "912345678",
        },
        {
          create: [standoffRoute, "/api/orders/standoff/", { game_account_id: "48811230" }],
          product: id["Standoff 2"],
          update: [standoffDetailsRoute, "standoff", "game_account_id"],
          bad: ["12345", "Неверный формат: нужно от 6 до 12 цифр."],
          good: "48811231",
        },
        {
          create: [steamRoute, "/api/orders/steam/", { amount: 500, steam_account_id: "gaben_fan" }],
          product: null,
          update: [steamDetailsRoute, "steam", "steam_account_id"],
          bad: ["ab", "Неверный формат: нужно от 3 до 32 латинских букв, цифр или знаков _."],
          good: "gaben_fan2",
        },
      ] as const;
      for (const c of cases) {
        const browser = newBrowser();
        const [createMod, createUrl, fields] = c.create;
        const products = c.product ? { products: [{ product_id: product[c.product], quantity: 1 }] } : {};
        const created = await request(browser, createMod, createUrl, {
          method: "POST",
          body: { email: "ids@example.com", ...products, ...fields },
        });
        expect(created.status).toBe(201);
        const [mod, kind, field] = c.update;
        const update = (value: string) =>
          request(browser, mod, `/api/orders/${kind}/${created.json.id}/delivery_details/update/`, {
            method: "POST",
            body: { [field]: value },
            params: { id: String(created.json.id) },
          });
        const bad = await update(c.bad[0]);
        expect({ kind, status: bad.status, json: bad.json }).toEqual({
          kind,
          status: 400,
          json: { [field]: [c.bad[1]] },
        });
        expect((await update("1 2")).json).toEqual({ [field]: [CHARS] });
        const good = await update(c.good);
        expect({ kind, status: good.status }).toEqual({ kind, status: 200 });
        expect(good.json[field]).toBe(c.good);
      }
    });

    it("ignores a stored pattern that could backtrack without end, keeping the characters rule", async () => {
      const game = await insertGame(t.db, {
        kind: "supply",
        title: "Unsafe pattern",
        playerIdPattern: "(\\d+)+",
        playerIdHint: "цифры",
      });
      const diamonds = await insertProduct(t.db, game.id);
      const started = Date.now();
      const res = await order(supplyRoute, "/api/orders/supply_channel/", {
        products: [{ product_id: diamonds.id, quantity: 1 }],
        supply_channel_user_id: `${"1".repeat(40)}x`,
      });
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      const spaced = await order(supplyRoute, "/api/orders/supply_channel/", {
        products: [{ product_id: diamonds.id, quantity: 1 }],
        supply_channel_user_id: "1 2",
      });
      expect(spaced.json).toEqual({ supply_channel_user_id: [CHARS] });
    });
  });
});
