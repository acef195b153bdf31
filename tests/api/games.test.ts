import * as gamesRoute from "@/app/api/games/route";
import * as gameRoute from "@/app/api/games/[id]/route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";

describe.each(testEngines)("games API on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine });
  });
  afterAll(() => t.close());

  it("lists games with DRF paging", async () => {
    const res = await callRoute(gamesRoute, "/api/games/?limit=2");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ previous: null });
    expect(Array.isArray(res.json.results)).toBe(true);
  });

  it("404 for an unknown game and a non-numeric id", async () => {
    expect((await callRoute(gameRoute, "/api/games/999999/", { params: { id: "999999" } })).status).toBe(404);
    const bad = await callRoute(gameRoute, "/api/games/abc/", { params: { id: "abc" } });
    expect(bad.status).toBe(404);
    expect(bad.json.code).toBe("not_found");
  });

  it("400 with field errors for a bad limit, 405 for an unknown method", async () => {
    const res = await callRoute(gamesRoute, "/api/games/?limit=-1");
    expect(res.status).toBe(400);
    expect(res.json.limit).toHaveLength(1);
    const post = await callRoute(gamesRoute, "/api/games/", { method: "POST", body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
