// Issue 14: two instances started together on one empty PostgreSQL both come up (migrations, job queues and the
// seed happen once), and a change made through one is seen through the other within one second: the second has the live feed cached (kept 5 s); a purchase paid through the first must show in the
// second's feed within a second (PostgreSQL NOTIFY drops the cached answer everywhere: lib/server/cache/cache-bus.ts).
import { createPostgresDatabase } from "../helpers/test-db";
import { disposeStore, startStore, type StoreProcess } from "./start-store";
import { buyAsGuest, supplyProduct } from "./store-shopper";

jest.setTimeout(180_000);
const run = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const feedCount = async (store: StoreProcess) =>
  ((await (await fetch(`${store.origin}/api/live_feed/`)).json()) as { count: number }).count;

run("the cache across instances", () => {
  let a: StoreProcess | undefined;
  let b: StoreProcess | undefined;
  let drop = async () => {};
  afterAll(async () => {
    await disposeStore(a);
    await disposeStore(b);
    await drop();
  });

  it("shows a purchase paid through one instance in the other's cached feed within a second", async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    drop = created.drop;
    // Started together on the empty database: migrations, job queues and seed each happen once, under locks.
    [a, b] = await Promise.all([
      startStore({ env: { DATABASE_URL: created.url, WORKER: "off" } }),
      startStore({ env: { DATABASE_URL: created.url, WORKER: "off" } }),
    ]);
    const before = await feedCount(b);
    // Cached now in b for 5 s: without the bus, b would keep answering `before`.
    expect(
      (await buyAsGuest(a.origin, await supplyProduct(a.origin), { email: "bus@example.org" })).step,
    ).toBe("paid");
    const paidAt = Date.now();
    let seen = before;
    while (seen === before && Date.now() - paidAt < 1_000) {
      await sleep(50);
      seen = await feedCount(b);
    }
    expect({ count: seen, withinMs: Date.now() - paidAt < 1_000 }).toEqual({
      count: before + 1,
      withinMs: true,
    });
  });
});
