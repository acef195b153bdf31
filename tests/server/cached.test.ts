// The data cache (lib/server/cache/cached.ts) and its tags: equal arguments share one answer for their lifetime;
// each entry holds the tags of what it was built from (recorded while it ran and named from its result), every
// request it serves records them, and an invalidation drops exactly the entries holding a touched tag, here and in
// the page cache (through its hook), and publishes nothing without PostgreSQL.
import { cached } from "@/lib/server/cache/cached";
import { clearLocalCache, invalidateTags } from "@/lib/server/cache/invalidate-tags";
import { recordTags } from "@/lib/server/cache/tag-collector";
import { runInContext, type RequestContext } from "@/lib/server/http/request-context";
import { processRoot } from "@/lib/server/runtime/process-root";

/** Runs `work` as one request of the server entry and says which tags it recorded. */
async function asRequest<T>(work: () => Promise<T>) {
  const context: RequestContext = { requestId: "req-1" };
  const value = await runInContext(context, work);
  return { value, tags: [...(context.tags ?? [])].sort(), hasUntaggedRead: context.hasUntaggedRead };
}

describe("cached catalogue queries", () => {
  beforeAll(() => {
    process.env.STORE_CACHE = "on";
  });
  afterAll(() => {
    delete process.env.STORE_CACHE;
  });
  beforeEach(() => clearLocalCache());

  it("shares one answer for equal arguments and keeps different arguments apart", async () => {
    const query = jest.fn(async (n: number) => ({ n }));
    const read = cached("catalog", query);
    expect(await read(1)).toEqual({ n: 1 });
    expect(await read(1)).toEqual({ n: 1 });
    expect(await read(2)).toEqual({ n: 2 });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it("expires after its lifetime and after an invalidation of its tag", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    const query = jest.fn(async () => "feed");
    const read = cached("feed", query, () => ["feed"]);
    await read();
    now.mockReturnValue(1_004_000);
    await read();
    expect(query).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_006_000);
    await read();
    expect(query).toHaveBeenCalledTimes(2);
    invalidateTags("feed");
    await read();
    expect(query).toHaveBeenCalledTimes(3);
    now.mockRestore();
  });

  it("drops only the entries holding a touched tag", async () => {
    const games = jest.fn(async (id: number) => ({ id, products: id === 1 ? [11, 12] : [21] }));
    const readGame = cached("catalog", games, (game, id) => [
      `game:${id}`,
      ...game.products.map((p) => `product:${p}`),
    ]);
    const gifts = jest.fn(async () => ["gift"]);
    const readGifts = cached("catalog", gifts, () => ["gifts"]);
    await Promise.all([readGame(1), readGame(2), readGifts()]);
    invalidateTags("product:12");
    await Promise.all([readGame(1), readGame(2), readGifts()]);
    expect([games.mock.calls.map(([id]) => id), gifts.mock.calls.length]).toEqual([[1, 2, 1], 1]);
    invalidateTags("*");
    await readGifts();
    expect(gifts).toHaveBeenCalledTimes(2);
  });

  it("records its entry's tags in every request it serves: the one that ran it, later ones, concurrent ones", async () => {
    let release = () => {};
    const query = jest.fn(async (id: number) => {
      // Tags recorded while the query runs belong to the entry, not only to the first caller.
      recordTags([`stock:product:${id}`]);
      await new Promise<void>((resolve) => (release = resolve));
      return { id };
    });
    const read = cached("catalog", query, (_r, id) => [`product:${id}`]);
    const first = asRequest(() => read(7));
    const concurrent = asRequest(() => read(7));
    await new Promise((r) => setTimeout(r, 10));
    release();
    const later = await asRequest(() => read(7));
    const expected = ["product:7", "stock:product:7"];
    expect([(await first).tags, (await concurrent).tags, later.tags]).toEqual([expected, expected, expected]);
    expect(query).toHaveBeenCalledTimes(1);
    // The query's own database reads are tagged: they do not mark the request.
    expect((await first).hasUntaggedRead).toBeUndefined();
  });

  it("does not keep an answer whose query was running when one of its tags was touched", async () => {
    let release = () => {};
    let version = 1;
    const query = jest.fn(async () => {
      const seen = version;
      await new Promise<void>((resolve) => (release = resolve));
      return seen;
    });
    const read = cached("catalog", query, () => ["product:1"]);
    const running = read();
    await new Promise((r) => setTimeout(r, 10));
    version = 2;
    invalidateTags("product:1");
    release();
    expect(await running).toBe(1);
    const again = read();
    await new Promise((r) => setTimeout(r, 10));
    release();
    expect(await again).toBe(2);
  });

  it("does not remember a failed query", async () => {
    const query = jest.fn().mockRejectedValueOnce(new Error("db down")).mockResolvedValue("ok");
    const read = cached("catalog", query as () => Promise<string>);
    await expect(read()).rejects.toThrow("db down");
    await expect(read()).resolves.toBe("ok");
  });

  it("tells the page cache which tags changed, and how late each may show (reviews seconds, stock half of one)", () => {
    const dropPages = jest.fn();
    processRoot().dropPageCacheTags = dropPages;
    try {
      invalidateTags("feed");
      invalidateTags("reviews", "game:1", "reviews");
      invalidateTags("stock:product:3", "product:3");
      clearLocalCache();
      expect(dropPages.mock.calls).toEqual([
        [["feed"], {}],
        [["reviews", "game:1"], { reviews: 5_000 }],
        [["stock:product:3", "product:3"], { "stock:product:3": 500 }],
        [["*"], {}],
      ]);
    } finally {
      processRoot().dropPageCacheTags = undefined;
    }
  });
});
