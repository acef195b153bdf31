// Issue 10: kill -9 of the server while 200 paid orders are being delivered. After a restart every line is
// delivered exactly once (the sandbox provider keeps one delivery per idempotency key and counts the calls) and
// no PUBG code is handed out twice. Runs on PostgreSQL (TEST_DATABASE_URL), where the test can read the
// database while the server runs.
import { Client } from "pg";
import { createPostgresDatabase } from "../helpers/test-db";
import { disposeStore, startStore, type StoreProcess } from "./start-store";

jest.setTimeout(420_000);

const base = process.env.TEST_DATABASE_URL;
const describeOnPostgres = base ? describe : describe.skip;
if (!base) console.warn("fulfilment-crash.test.ts skipped: TEST_DATABASE_URL is not set");

const ORDERS = 200;

type Shopper = { cookie: string };

async function call(store: StoreProcess, shopper: Shopper, path: string, init: RequestInit = {}) {
  const res = await fetch(`${store.origin}${path}`, {
    ...init,
    redirect: "manual",
    headers: { cookie: shopper.cookie, ...(init.headers as Record<string, string>) },
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith("order_access="));
  if (set) shopper.cookie = set.split(";")[0];
  return res;
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** Creates an order and pays it through the sandbox checkout, as a browser does. */
async function buyAndPay(
  store: StoreProcess,
  kind: "pubg" | "supply_channel",
  body: Record<string, unknown>,
) {
  const shopper: Shopper = { cookie: "" };
  const created = await call(store, shopper, `/api/orders/${kind}/`, json(body));
  if (created.status !== 201) throw new Error(`order: ${created.status} ${await created.text()}`);
  const order = (await created.json()) as { id: number };
  const started = await call(
    store,
    shopper,
    "/api/payments/sandbox-card/",
    json({ order_id: order.id, currency: "RUB" }),
  );
  const scenario = (await started.json()) as { url: string };
  const paymentId = scenario.url.split("/").pop();
  const decided = await call(store, shopper, `/sandbox/pay/${paymentId}/decision`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "decision=approve",
  });
  if (decided.status !== 303) throw new Error(`decision: ${decided.status}`);
  return order.id;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

describeOnPostgres("fulfilment survives kill -9", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let db: Client;
  let store: StoreProcess | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase(base!);
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await disposeStore(store);
    await db?.end();
    await database?.drop();
  });

  const count = async (sql: string) => Number((await db.query(sql)).rows[0].n);

  it("delivers every line exactly once after a crash in the middle of 200 deliveries", async () => {
    const env = { DATABASE_URL: database!.url, SANDBOX_FULFILMENT_DELAY_MS: "40" };
    // 1. Paid orders pile up while no worker runs.
    store = await startStore({ env: { ...env, WORKER: "off" } });
    const games = (await (await fetch(`${store.origin}/api/games/`)).json()) as {
      results: { id: number; resourcetype: string }[];
    };
    const { rows: products } = await db.query(
      `select p.id, g.kind, g.is_server_needed from products p join games g on g.id = p.game_id
       where p.is_active and g.is_active and not g.is_auth_required and g.kind in ('pubg', 'supply')
       order by p.id`,
    );
    const pubg = products.filter((p) => p.kind === "pubg");
    const supply = products.filter((p) => p.kind === "supply" && !p.is_server_needed);
    expect(games.results.length).toBeGreaterThan(0);
    expect(pubg.length).toBeGreaterThan(0);
    expect(supply.length).toBeGreaterThan(0);
    const plan = Array.from({ length: ORDERS }, (_, i) => i);
    await inBatches(plan, 10, (i) =>
      i % 5 < 3
        ? buyAndPay(store!, "pubg", {
            products: [{ product_id: pubg[i % pubg.length].id, quantity: 1 + (i % 2) }],
            email: `crash${i}@example.com`,
          })
        : buyAndPay(store!, "supply_channel", {
            products: [{ product_id: supply[i % supply.length].id, quantity: 1 }],
            supply_channel_user_id: `5${String(100000 + i)}`,
            email: `crash${i}@example.com`,
          }),
    );
    expect(await count(`select count(*) n from orders where status = 'paid' and email like 'crash%'`)).toBe(
      ORDERS,
    );
    await store.stop();

    // 2. Workers start delivering; the server is killed without warning part-way.
    store = await startStore({ env });
    const deadline = Date.now() + 120_000;
    while (
      (await count(`select count(*) n from orders where status = 'done' and email like 'crash%'`)) <
      ORDERS / 5
    ) {
      if (Date.now() > deadline) throw new Error("deliveries did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    await store.stop("SIGKILL");
    const doneAtCrash = await count(
      `select count(*) n from orders where status = 'done' and email like 'crash%'`,
    );
    expect(doneAtCrash).toBeLessThan(ORDERS);

    // 3. After a restart everything is delivered (jobs the dead worker held come back when they expire).
    store = await startStore({ env });
    const finish = Date.now() + 240_000;
    while (
      (await count(`select count(*) n from orders where status = 'done' and email like 'crash%'`)) < ORDERS
    ) {
      if (Date.now() > finish) {
        const { rows } = await db.query(
          `select status, count(*) from orders where email like 'crash%' group by status`,
        );
        throw new Error(`not all delivered: ${JSON.stringify(rows)}`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    await store.stop();

    // Exactly once: every line completed; each PUBG line holds exactly its quantity of codes, no code twice;
    // each supply line has one delivery at the provider (called again after the crash, never delivered again).
    expect(
      await count(
        `select count(*) n from order_lines l join orders o on o.id = l.order_id where o.email like 'crash%' and l.status <> 'completed'`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) n from order_lines l join orders o on o.id = l.order_id where o.email like 'crash%' and l.amount_uc is not null and
        (select count(*) from pubg_codes c where c.order_line_id = l.id) <> l.quantity`),
    ).toBe(0);
    expect(
      await count(`select count(*) - count(distinct code) n from pubg_codes where status = 'issued'`),
    ).toBe(0);
    const supplyLines = await count(
      `select count(*) n from order_lines l join orders o on o.id = l.order_id where o.email like 'crash%' and l.amount_uc is null`,
    );
    // Only this test's lines: the demo orders of the seed were delivered through the same sandbox.
    const delivered = await count(`select count(*) n from sandbox_deliveries d
      join order_lines l on d.key = 'line-' || l.id join orders o on o.id = l.order_id
      where o.email like 'crash%' and d.result->>'kind' = 'delivered'`);
    expect(delivered).toBe(supplyLines);
    expect(
      await count(
        `select count(*) n from order_events e join orders o on o.id = e.order_id where o.email like 'crash%' and e.status = 'done'`,
      ),
    ).toBe(ORDERS);
  });
});
