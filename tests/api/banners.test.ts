import * as gameBannersRoute from "@/app/api/banners/games/route";
import * as giftBannersRoute from "@/app/api/banners/gifts/route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { insertGame, insertGameBanner, insertGift, insertGiftBanner } from "./fixtures/insert-fixtures";

describe.each(testEngines)("banners API on %s", (engine) => {
  let t: TestDb;
  let gameId: number;
  let giftId: number;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    const game = await insertGame(t.db);
    const hiddenGame = await insertGame(t.db, { isActive: false });
    gameId = game.id;
    await insertGameBanner(t.db, game.id, { title: "Second", position: 2 });
    await insertGameBanner(t.db, game.id, { title: "First", description: "Описание", position: 1 });
    await insertGameBanner(t.db, hiddenGame.id, { title: "Hidden", position: 0 });
    const gift = await insertGift(t.db);
    const hiddenGift = await insertGift(t.db, { isActive: false });
    giftId = gift.id;
    await insertGiftBanner(t.db, gift.id, { title: "Gift banner" });
    await insertGiftBanner(t.db, hiddenGift.id, { title: "Hidden gift banner" });
  });
  afterAll(() => t.close());

  it("lists banners of active games in display order", async () => {
    const res = await callRoute(gameBannersRoute, "/api/banners/games/");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json.results.map((b: { title: string }) => b.title)).toEqual(["First", "Second"]);
    expect(res.json.results[0]).toEqual({
      id: expect.any(Number),
      title: "First",
      description: "Описание",
      background_desktop: "/b-d.png",
      background_tablet: "/b-t.png",
      background_mobile: "/b-m.png",
      foreground_desktop: "/f-d.png",
      foreground_tablet: "/f-t.png",
      foreground_mobile: "/f-m.png",
      game: gameId,
    });
  });

  it("pages by page and page_size with absolute URLs; a page past the end is 404", async () => {
    const first = await callRoute(gameBannersRoute, "/api/banners/games/?page_size=1");
    expect(first.json.results.map((b: { title: string }) => b.title)).toEqual(["First"]);
    expect(first.json.previous).toBeNull();
    expect(first.json.next).toBe("http://localhost:3000/api/banners/games/?page_size=1&page=2");

    const last = await callRoute(gameBannersRoute, "/api/banners/games/?page_size=1&page=2");
    expect(last.json.results.map((b: { title: string }) => b.title)).toEqual(["Second"]);
    expect(last.json.next).toBeNull();
    expect(last.json.previous).toBe("http://localhost:3000/api/banners/games/?page_size=1");

    const past = await callRoute(gameBannersRoute, "/api/banners/games/?page_size=1&page=3");
    expect(past.status).toBe(404);
    expect(past.json).toEqual({ detail: "Неверная страница.", code: "not_found" });
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page_size=0", "page_size"],
    ["page_size=100000", "page_size"],
  ])("400 for %s", async (qs, field) => {
    const res = await callRoute(gameBannersRoute, `/api/banners/games/?${qs}`);
    expect(res.status).toBe(400);
    expect(res.json[field]).toEqual([expect.any(String)]);
  });

  it("lists banners of active gifts", async () => {
    const res = await callRoute(giftBannersRoute, "/api/banners/gifts/");
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(1);
    expect(res.json.results[0]).toMatchObject({
      title: "Gift banner",
      gift: giftId,
      background_mobile: "/b-m.png",
    });
    expect(res.json.results[0]).not.toHaveProperty("game");
    expect((await callRoute(giftBannersRoute, "/api/banners/gifts/?page=2")).status).toBe(404);
  });

  it("405 for other methods", async () => {
    const res = await callRoute(giftBannersRoute, "/api/banners/gifts/", { method: "POST", body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
  });
});
