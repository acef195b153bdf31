import { cached, invalidateCache } from "@/lib/server/cache/cached";

describe("cached catalogue queries", () => {
  beforeAll(() => {
    process.env.STORE_CACHE = "on";
  });
  afterAll(() => {
    delete process.env.STORE_CACHE;
  });
  beforeEach(() => invalidateCache());

  it("shares one answer for equal arguments and keeps different arguments apart", async () => {
    const query = jest.fn(async (n: number) => ({ n }));
    const read = cached("catalog", query);
    expect(await read(1)).toEqual({ n: 1 });
    expect(await read(1)).toEqual({ n: 1 });
    expect(await read(2)).toEqual({ n: 2 });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it("expires after the area's lifetime and after invalidation", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    const query = jest.fn(async () => "feed");
    const read = cached("feed", query);
    await read();
    now.mockReturnValue(1_004_000);
    await read();
    expect(query).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_006_000);
    await read();
    expect(query).toHaveBeenCalledTimes(2);
    invalidateCache("feed");
    await read();
    expect(query).toHaveBeenCalledTimes(3);
    now.mockRestore();
  });

  it("does not remember a failed query", async () => {
    const query = jest.fn().mockRejectedValueOnce(new Error("db down")).mockResolvedValue("ok");
    const read = cached("catalog", query as () => Promise<string>);
    await expect(read()).rejects.toThrow("db down");
    await expect(read()).resolves.toBe("ok");
  });

  it("tells the page cache which area changed (a purchase drops only the feed's answers there)", () => {
    const hook = Symbol.for("store.pageCache.clear");
    const clearPages = jest.fn();
    (globalThis as Record<symbol, unknown>)[hook] = clearPages;
    try {
      invalidateCache("feed");
      invalidateCache("reviews");
      invalidateCache();
      expect(clearPages.mock.calls).toEqual([["feed"], ["reviews"], [undefined]]);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[hook];
    }
  });
});
