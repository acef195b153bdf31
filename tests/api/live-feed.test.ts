import * as liveFeedRoute from "@/app/api/live_feed/route";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { listLiveFeed } from "@/lib/server/feed/live-feed";
import { obscureNickname } from "@/lib/server/feed/obscure-nickname";
import { runInContext, type RequestContext } from "@/lib/server/http/request-context";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import * as fixtures from "./fixtures/insert-fixtures";

describe("obscureNickname", () => {
  it.each([
    ["Алексей", "Ал***й"],
    ["Maxim", "Ma***m"],
    ["Олег", "О***"],
    ["Ян", "Я***"],
    ["Z", "Z***"],
    ["", "***"],
    ["   ", "***"],
    ["johnny.walker@example.com", "jo***r"],
    ["🎮Геймер", "🎮Г***р"],
  ])("%s -> %s", (input, expected) => {
    expect(obscureNickname(input)).toBe(expected);
  });
});

describe.each(testEngines)("live feed API on %s", (engine) => {
  let t: TestDb;
  /** What the first page shows: its answer must be dropped when one of them is edited. */
  const shown = { game: 0, gift: 0, product: 0 };
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    const alexey = await fixtures.insertUser(t.db, {
      nickname: "Алексей",
      email: "alexey.secret@example.com",
      avatarImg: "/avatars/a.png",
    });
    const yan = await fixtures.insertUser(t.db, { nickname: "Ян", email: "yan.secret@example.com" });
    const nameless = await fixtures.insertUser(t.db, { nickname: "", email: "nameless.secret@example.com" });
    const game = await fixtures.insertGame(t.db, { title: "PUBG Mobile", logo: "/pubg.png" });
    const oldGame = await fixtures.insertGame(t.db, { title: "Old Game", logo: "/old.png", isActive: false });
    const uc60 = await fixtures.insertProduct(t.db, game.id, { title: "60 UC", picture: "/60.png" });
    const uc325 = await fixtures.insertProduct(t.db, game.id, { title: "325 UC", picture: "/325.png" });
    const gold = await fixtures.insertProduct(t.db, oldGame.id, { title: "100 gold", picture: "/gold.png" });
    const gift = await fixtures.insertGift(t.db, { title: "Elden Ring", logo: "/elden.png" });
    Object.assign(shown, { game: game.id, gift: gift.id, product: uc325.id });
    const at = (day: number) => new Date(`2024-05-0${day}T12:00:00Z`);

    const o1 = await fixtures.insertOrder(t.db, {
      status: "paid",
      userId: alexey.id,
      gameId: game.id,
      total: "300.00",
      email: alexey.email,
      created: at(1),
    });
    await fixtures.insertOrderLine(t.db, o1.id, uc60.id, { quantity: 2 });
    await fixtures.insertOrderLine(t.db, o1.id, uc325.id, { quantity: 1 });
    await fixtures.insertOrder(t.db, {
      kind: "rokky",
      status: "done",
      giftId: gift.id,
      total: "1999.00",
      email: "guest.secret@example.com",
      created: at(3),
    });
    await fixtures.insertOrder(t.db, {
      status: "created",
      userId: alexey.id,
      gameId: game.id,
      created: at(4),
    });
    await fixtures.insertOrder(t.db, {
      status: "failed",
      userId: alexey.id,
      gameId: game.id,
      created: at(6),
    });
    await fixtures.insertOrder(t.db, { status: "waiting_for_payment", gameId: game.id, created: at(7) });
    const o5 = await fixtures.insertOrder(t.db, {
      status: "sent",
      userId: yan.id,
      gameId: game.id,
      total: "450.00",
      created: at(2),
    });
    await fixtures.insertOrderLine(t.db, o5.id, uc325.id, { quantity: 3 });
    const o6 = await fixtures.insertOrder(t.db, {
      kind: "standoff",
      status: "sending",
      userId: nameless.id,
      gameId: oldGame.id,
      total: "50.00",
      created: at(5),
    });
    await fixtures.insertOrderLine(t.db, o6.id, gold.id, { quantity: 1 });
  });
  afterAll(() => t.close());

  it("shows paid orders newest first with obscured buyers, game or gift, and lines", async () => {
    const res = await callRoute(liveFeedRoute, "/api/live_feed/");
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(4);
    expect(res.json.results).toEqual([
      {
        status: "sending",
        created: "2024-05-05T12:00:00.000Z",
        total: "50.00",
        user: { obscured_nickname: "***", avatar_img: null },
        game: { title: "Old Game", logo: "/old.png", is_active: false },
        order_products: [{ quantity: 1, product: { title: "100 gold", picture: "/gold.png" } }],
        gift: null,
      },
      {
        status: "done",
        created: "2024-05-03T12:00:00.000Z",
        total: "1999.00",
        user: null,
        game: null,
        order_products: [],
        gift: { title: "Elden Ring", logo: "/elden.png" },
      },
      {
        status: "sent",
        created: "2024-05-02T12:00:00.000Z",
        total: "450.00",
        user: { obscured_nickname: "Я***", avatar_img: null },
        game: { title: "PUBG Mobile", logo: "/pubg.png", is_active: true },
        order_products: [{ quantity: 3, product: { title: "325 UC", picture: "/325.png" } }],
        gift: null,
      },
      {
        status: "paid",
        created: "2024-05-01T12:00:00.000Z",
        total: "300.00",
        user: { obscured_nickname: "Ал***й", avatar_img: "/avatars/a.png" },
        game: { title: "PUBG Mobile", logo: "/pubg.png", is_active: true },
        order_products: [
          { quantity: 2, product: { title: "60 UC", picture: "/60.png" } },
          { quantity: 1, product: { title: "325 UC", picture: "/325.png" } },
        ],
        gift: null,
      },
    ]);
  });

  it("never leaks an e-mail, a nickname, an id or a hash", async () => {
    const text = (await callRoute(liveFeedRoute, "/api/live_feed/?limit=100")).text;
    for (const secret of ["secret", "@", "example.com", "Алексей", '"id"', '"hash"', '"email"']) {
      expect(text).not.toContain(secret);
    }
  });

  it("records the tags of the games, gifts and products it shows (an edit of one drops the answer)", async () => {
    const context: RequestContext = {};
    await runInContext(context, () => listLiveFeed(100, 0));
    const tags = [...(context.tags ?? [])];
    expect(tags).toEqual(
      expect.arrayContaining([
        cacheTags.feed,
        cacheTags.game(shown.game),
        cacheTags.gift(shown.gift),
        cacheTags.product(shown.product),
      ]),
    );
  });

  it("pages by limit and offset", async () => {
    const first = await callRoute(liveFeedRoute, "/api/live_feed/?limit=3");
    expect(first.json.results).toHaveLength(3);
    expect(first.json.next).toBe("http://localhost:3000/api/live_feed/?limit=3&offset=3");
    const last = await callRoute(liveFeedRoute, "/api/live_feed/?limit=3&offset=3");
    expect(last.json.results.map((o: { status: string }) => o.status)).toEqual(["paid"]);
    expect(last.json.next).toBeNull();
    expect(last.json.previous).toBe("http://localhost:3000/api/live_feed/?limit=3");
  });

  it("400 for bad paging, 405 for other methods", async () => {
    const bad = await callRoute(liveFeedRoute, "/api/live_feed/?limit=1000");
    expect(bad.status).toBe(400);
    expect(bad.json.limit).toHaveLength(1);
    expect((await callRoute(liveFeedRoute, "/api/live_feed/", { method: "POST", body: {} })).status).toBe(
      405,
    );
  });
});
