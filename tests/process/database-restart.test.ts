// Issue 25, items 3, 6 and 7: PostgreSQL stopped abruptly (`pg_ctl -m immediate stop`) for about 10 s with orders
// in flight, then started again. A web instance (WORKER=off, the real server entry) and the real worker process run
// on a throw-away cluster of the test's own: neither exits; while the database is down the API answers 503
// `database_unavailable` with Retry-After and readiness names the failing parts without internals; afterwards
// readiness recovers, the cache bus LISTENs again, and every order that was paid is delivered exactly once. Pages
// meanwhile: a kept page is answered as last rendered, any other gets a 503 page with Retry-After.
import { Client } from "pg";
import { disposeStore, findFreePort, startStore, type StoreProcess } from "./start-store";
import { buyAsGuest, supplyProduct, type Purchase } from "./store-shopper";
import { hasPostgresBinaries, type OwnPostgres } from "../../scripts/lib/own-postgres.mjs";
import { startListedPostgres } from "./listed-postgres";
import { startWorker, waitFor, type WorkerChild } from "./worker-child";

jest.setTimeout(150_000);

const describeWithPostgres = hasPostgresBinaries() ? describe : describe.skip;

describeWithPostgres("a database restart under load", () => {
  let pg: OwnPostgres | undefined;
  let store: StoreProcess | undefined;
  let worker: WorkerChild | undefined;

  afterAll(async () => {
    await worker?.stop();
    await disposeStore(store);
    await pg?.drop();
  });

  it("no process exits, the API answers 503 with Retry-After, and every paid order is delivered once", async () => {
    pg = await startListedPostgres(await findFreePort());
    const env = { DATABASE_URL: pg.url, SANDBOX_FULFILMENT_DELAY_MS: "200" };
    store = await startStore({ env: { ...env, WORKER: "off", LOG_LEVEL: "info" } });
    worker = startWorker(env);
    const origin = store.origin;
    const product = await supplyProduct(origin);
    await waitFor(
      () => worker!.output().includes("Worker running"),
      60_000,
      () => worker!.output(),
    );

    // Shoppers buy all along: before, during and after the outage.
    const purchases: Purchase[] = [];
    let buying = true;
    let n = 0;
    const shopper = async () => {
      while (buying) {
        purchases.push(await buyAsGuest(origin, product, { email: `restart${n++}@example.com` }));
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const shoppers = Promise.all([shopper(), shopper(), shopper()]);
    await waitFor(
      () => purchases.filter((p) => p.step === "paid").length >= 10,
      60_000,
      () => "no orders",
    );

    // A page the page cache holds, fetched until it is kept (a purchase's feed change never drops it).
    const page = (path: string) => fetch(`${origin}${path}`, { headers: { accept: "text/html" } });
    await waitFor(
      async () => (await page("/games/1")).headers.get("x-page-cache") === "hit",
      30_000,
      () => "the game page was not kept",
    );

    pg.stop("immediate");
    const downAt = Date.now();
    // While the database is down: an API call that needs it is a 503 the client can act on, not a 500.
    const down = await fetch(`${origin}/api/orders/supply_channel/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        products: [{ product_id: product, quantity: 1 }],
        supply_channel_user_id: "71234565",
        email: "while-down@example.com",
      }),
    });
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await down.json()).toEqual({ detail: expect.any(String), code: "database_unavailable" });
    // Pages while it is down: the kept page as it was last rendered, any other a short 503 page with Retry-After
    // (not Next's error page rendered per request).
    const kept = await page("/games/1");
    expect(kept.status).toBe(200);
    expect(["hit", "stale"]).toContain(kept.headers.get("x-page-cache"));
    expect(await kept.text()).toContain("</html>");
    const notKept = await page("/gifts?restart=1");
    expect({ status: notKept.status, retryAfter: notKept.headers.get("retry-after") }).toEqual({
      status: 503,
      retryAfter: "5",
    });
    expect(await notKept.text()).toContain("Магазин ненадолго недоступен");
    // Readiness names the failing parts, in words, with no SQL or driver text.
    const ready = await fetch(`${origin}/api/health/ready`);
    expect(ready.status).toBe(503);
    const readyText = await ready.text();
    expect(JSON.parse(readyText).checks).toMatchObject({ database: "unavailable", queue: "unavailable" });
    expect(readyText).not.toMatch(/drizzle|select|terminated|ECONNREFUSED|pgboss/i);

    await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (Date.now() - downAt))));
    pg.start();
    await waitFor(
      async () => (await fetch(`${origin}/api/health/ready`).catch(() => undefined))?.status === 200,
      30_000,
      () => `readiness did not recover:\n${store!.stdout().slice(-3_000)}`,
    );
    // Orders go on being taken and delivered after the restart.
    const paidBefore = purchases.filter((p) => p.step === "paid").length;
    await waitFor(
      () => purchases.filter((p) => p.step === "paid").length >= paidBefore + 10,
      30_000,
      () => `no orders after the restart: ${JSON.stringify(purchases.slice(-5))}`,
    );
    buying = false;
    await shoppers;

    const db = new Client({ connectionString: pg.url });
    await db.connect();
    try {
      // The cache bus LISTENs again and the worker's presence connection is back.
      await waitFor(
        async () =>
          (await db.query(`select 1 from pg_stat_activity where query ilike 'LISTEN%'`)).rowCount! > 0,
        15_000,
        () => "the cache bus did not LISTEN again",
      );
      const paid = purchases.filter((p) => p.step === "paid").map((p) => p.id!);
      const created = purchases.filter((p) => p.id !== undefined).map((p) => p.id!);
      // No order answered 201 is lost.
      const { rows: known } = await db.query(`select count(*)::int n from orders where id = any($1)`, [
        created,
      ]);
      expect(known[0].n).toBe(created.length);
      await waitFor(
        async () =>
          (
            await db.query(`select count(*)::int n from orders where id = any($1) and status = 'done'`, [
              paid,
            ])
          ).rows[0].n === paid.length,
        60_000,
        async () =>
          `not all delivered: ${JSON.stringify((await db.query(`select status, count(*) from orders where id = any($1) group by status`, [paid])).rows)}\n${worker!.output().slice(-3_000)}`,
      );
      // Exactly once: one "done" event per order, one delivery at the provider per line.
      const { rows: events } = await db.query(
        `select count(*)::int n from order_events where order_id = any($1) and status = 'done'`,
        [paid],
      );
      expect(events[0].n).toBe(paid.length);
      const { rows: deliveries } = await db.query(
        `select count(*)::int n from sandbox_deliveries d join order_lines l on d.key = 'line-' || l.id
         where l.order_id = any($1) and d.result->>'kind' = 'delivered'`,
        [paid],
      );
      expect(deliveries[0].n).toBe(paid.length);
    } finally {
      await db.end();
    }
    // Nobody restarted anything: both processes lived through it.
    expect(worker.isRunning()).toBe(true);
    expect(store.child.exitCode).toBeNull();
    expect(await worker.stop()).toEqual({ code: 0, signal: null });
  });
});
