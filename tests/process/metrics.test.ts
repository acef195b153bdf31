// Issue 14: GET /metrics in Prometheus format on the real server, behind the METRICS_TOKEN bearer: request
// durations by route, the job queue, jobs run, payments, orders paid and lines delivered after a real sandbox
// purchase; not served at all without METRICS_TOKEN.
import { disposeStore, startStore, type StoreProcess } from "./start-store";

jest.setTimeout(120_000);

const TOKEN = "metrics-token-for-the-process-test";

async function supplyProduct(origin: string): Promise<number> {
  const games = (await (await fetch(`${origin}/api/games/?limit=100`)).json()) as {
    results: { id: number }[];
  };
  for (const g of games.results) {
    const game = await (await fetch(`${origin}/api/games/${g.id}/`)).json();
    const p = game.products?.find((x: { is_active: boolean }) => x.is_active);
    if (game.resourcetype === "SupplyGame" && !game.is_server_needed && !game.is_auth_required && p)
      return p.id;
  }
  throw new Error("no supply-channel product without servers in the demo catalogue");
}

/** A guest buys one supply-channel line and pays it in the sandbox. */
async function buyOne(origin: string): Promise<string> {
  let cookie = "";
  const post = async (path: string, body: string, type = "application/json") => {
    const res = await fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": type, cookie },
      body,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("order_access="));
    if (set) cookie = set.split(";")[0];
    return res;
  };
  const order = await (
    await post(
      "/api/orders/supply_channel/",
      JSON.stringify({
        products: [{ product_id: await supplyProduct(origin), quantity: 1 }],
        supply_channel_user_id: "71234565",
        email: "metrics.buyer@example.org",
      }),
    )
  ).json();
  const scenario = await (
    await post("/api/payments/sandbox-card/", JSON.stringify({ order_id: order.id, currency: "RUB" }))
  ).json();
  const decided = await post(
    `/sandbox/pay/${scenario.url.split("/").pop()}/decision`,
    "decision=approve",
    "application/x-www-form-urlencoded",
  );
  expect(decided.status).toBe(303);
  return order.hash as string;
}

const scrape = (store: StoreProcess, token?: string) =>
  fetch(`${store.origin}/metrics`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe("metrics", () => {
  let store: StoreProcess | undefined;
  afterEach(() => disposeStore(store));

  it("are scraped with the token and count a real purchase", async () => {
    store = await startStore({ env: { METRICS_TOKEN: TOKEN, SANDBOX_FULFILMENT_DELAY_MS: "0" } });
    expect((await scrape(store)).status).toBe(401);
    expect((await scrape(store, "wrong")).status).toBe(401);

    const hash = await buyOne(store.origin);
    for (let i = 0; i < 50; i++) {
      const { status } = await (await fetch(`${store.origin}/api/orders/${hash}/`)).json();
      if (status === "done") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1500));
    const res = await scrape(store, TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/store_http_request_duration_seconds_bucket\{[^}]*route="\/api\/games\/"/);
    expect(text).toMatch(/store_http_request_duration_seconds_count\{[^}]*route="\/api\/orders\/:key\/"/);
    expect(text).not.toContain(hash);
    expect(text).toMatch(/store_payments_total\{provider="sandbox",outcome="started"\} 1/);
    expect(text).toMatch(/store_payments_total\{provider="sandbox",outcome="callback_paid"\} 1/);
    expect(text).toMatch(/store_orders_paid_total 1/);
    expect(text).toMatch(/store_order_lines_total\{outcome="completed"\} 1/);
    expect(text).toMatch(/store_jobs_total\{queue="deliver-order",outcome="completed"\} 1/);
    expect(text).toMatch(/store_job_queue_depth\{queue="deliver-order"\} 0/);
    expect(text).toMatch(/store_process_cpu_seconds_total/);
  });

  it("are not served without METRICS_TOKEN", async () => {
    store = await startStore();
    expect((await scrape(store, "anything")).status).toBe(404);
  });
});
