// What a request records about its reads (lib/server/cache/tag-collector.ts), as the server entry's page cache
// reads it from the request context: the tags of the catalogue it read (a game, its products, their stock, the
// countries), through cached reads and through their shared answers alike, and a mark for any database read outside
// a tagged read (then the answer is never kept). Also the cache bus's payloads: tag lists under NOTIFY's limit.
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { MAX_PAYLOAD_BYTES, tagPayloads, tagsOfPayload } from "@/lib/server/cache/cache-bus";
import { clearLocalCache } from "@/lib/server/cache/invalidate-tags";
import { taggedRead } from "@/lib/server/cache/tag-collector";
import { getGame, listGames } from "@/lib/server/catalog/games";
import { getDb } from "@/lib/server/db/client";
import { games } from "@/lib/server/db/schema";
import { runInContext, type RequestContext } from "@/lib/server/http/request-context";
import { getSteamSettings } from "@/lib/server/orders/kinds/steam-settings";
import { getActiveCountry } from "@/lib/server/payments/countries";
import { eq } from "drizzle-orm";
import { startTestDb, type TestDb } from "../helpers/test-db";

async function asRequest<T>(work: () => Promise<T>) {
  const context: RequestContext = { requestId: "req-tags" };
  const value = await runInContext(context, work);
  return {
    value,
    tags: context.tags ?? new Set<string>(),
    hasUntaggedRead: context.hasUntaggedRead ?? false,
  };
}

describe("the tags a request records", () => {
  let t: TestDb;
  let pubgId: number;
  beforeAll(async () => {
    t = await startTestDb();
    process.env.STORE_CACHE = "on";
    [{ id: pubgId }] = await t.db.select({ id: games.id }).from(games).where(eq(games.kind, "pubg")).limit(1);
  }, 290_000);
  afterAll(async () => {
    delete process.env.STORE_CACHE;
    await t?.close();
  });
  beforeEach(() => clearLocalCache());

  it("names a game page's game, its products and their stock, and the country, whether read or shared", async () => {
    for (const attempt of ["ran the queries", "from the cache"]) {
      const {
        value: game,
        tags,
        hasUntaggedRead,
      } = await asRequest(async () => {
        await new Promise((r) => setTimeout(r, 1)); // the store survives awaits, as in a render
        const [found] = await Promise.all([getGame(pubgId), getActiveCountry(null)]);
        return found!;
      });
      expect(game.products.length).toBeGreaterThan(0);
      const expected = [
        cacheTags.game(pubgId),
        cacheTags.countries,
        ...game.products.flatMap((p) => [cacheTags.product(p.id), cacheTags.stock(p.id)]),
      ];
      expect({ attempt, missing: expected.filter((tag) => !tags.has(tag)), hasUntaggedRead }).toEqual({
        attempt,
        missing: [],
        hasUntaggedRead: false,
      });
      // Never another game, never a list the page did not read.
      expect([...tags].filter((tag) => tag.startsWith("game:"))).toEqual([cacheTags.game(pubgId)]);
      expect(tags.has(cacheTags.games)).toBe(false);
    }
  });

  it("names the games list and every game on it for the home page's list", async () => {
    const { value, tags } = await asRequest(() => listGames({}, 50, 0));
    expect(tags.has(cacheTags.games)).toBe(true);
    for (const game of value.results) expect(tags.has(cacheTags.game(game.id))).toBe(true);
  });

  it("marks a database read outside a tagged read, and not one inside", async () => {
    const untagged = await asRequest(async () => (await getDb()).select().from(games).limit(1));
    expect(untagged.hasUntaggedRead).toBe(true);
    const tagged = await asRequest(() =>
      taggedRead([cacheTags.game(1)], async () => (await getDb()).select().from(games).limit(1)),
    );
    expect({ hasUntaggedRead: tagged.hasUntaggedRead, tags: [...tagged.tags] }).toEqual({
      hasUntaggedRead: false,
      tags: [cacheTags.game(1)],
    });
    const setting = await asRequest(() => getSteamSettings());
    expect({ hasUntaggedRead: setting.hasUntaggedRead, tags: [...setting.tags] }).toEqual({
      hasUntaggedRead: false,
      tags: [cacheTags.orderSettings],
    });
  });

  it("records nothing outside a request", async () => {
    await expect(getGame(pubgId)).resolves.toEqual(expect.objectContaining({ id: pubgId }));
  });
});

describe("the cache bus's payloads", () => {
  it("carries a tag list in notifications under NOTIFY's 8000-byte limit, in order and complete", () => {
    const tags = Array.from({ length: 3_000 }, (_, i) => cacheTags.stock(i));
    const payloads = tagPayloads(tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap(tagsOfPayload)).toEqual(tags);
    expect(tagPayloads([cacheTags.feed])).toEqual(['["feed"]']);
  });

  it("reads anything it cannot parse as everything", () => {
    expect(tagsOfPayload("catalog")).toEqual(["*"]);
    expect(tagsOfPayload("[1,2]")).toEqual(["*"]);
    expect(tagPayloads(["x".repeat(9_000)])).toEqual(['["*"]']);
  });
});
