import * as faqRoute from "@/app/api/faq/[game_pk]/route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { insertFaq, insertGame } from "./fixtures/insert-fixtures";

const get = (gamePk: string) => callRoute(faqRoute, `/api/faq/${gamePk}/`, { params: { game_pk: gamePk } });

describe.each(testEngines)("FAQ API on %s", (engine) => {
  let t: TestDb;
  let gameId: number;
  let emptyGameId: number;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    const game = await insertGame(t.db);
    const other = await insertGame(t.db);
    gameId = game.id;
    emptyGameId = (await insertGame(t.db)).id;
    await insertFaq(t.db, game.id, { text: "Второй?", answer: "Да.", order: 2 });
    await insertFaq(t.db, game.id, { text: "Первый?", answer: "Нет.", order: 1 });
    await insertFaq(t.db, other.id, { text: "Чужой?" });
  });
  afterAll(() => t.close());

  it("answers the game's FAQ as a plain list in display order", async () => {
    const res = await get(String(gameId));
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { id: expect.any(Number), text: "Первый?", answer: "Нет.", game: gameId, order: 1 },
      { id: expect.any(Number), text: "Второй?", answer: "Да.", game: gameId, order: 2 },
    ]);
  });

  it("answers an empty list for a game without FAQ", async () => {
    const res = await get(String(emptyGameId));
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it.each(["999999", "abc", "-1", "0"])("404 for game %s", async (pk) => {
    const res = await get(pk);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
  });

  it("405 for other methods", async () => {
    const res = await callRoute(faqRoute, "/api/faq/1/", {
      method: "POST",
      body: {},
      params: { game_pk: "1" },
    });
    expect(res.status).toBe(405);
  });
});
