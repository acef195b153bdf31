// Issue 14: GET /metrics in Prometheus format on the real server, behind the METRICS_TOKEN bearer: request
// durations by route, the job queue, jobs run, payments, orders paid and lines delivered after a real sandbox
// purchase; not served at all without METRICS_TOKEN.
import { disposeStore, startStore, type StoreProcess } from "./start-store";
import { buyAsGuest, supplyProduct } from "./store-shopper";
import { waitFor } from "./worker-child";

jest.setTimeout(120_000);

const TOKEN = "metrics-token-for-the-process-test";

const scrape = (store: StoreProcess, token?: string) =>
  fetch(`${store.origin}/metrics`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

/** A sample's value in a scrape (0 when the series has not appeared yet). */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const COUNTED = [
  'store_payments_total{provider="sandbox",outcome="started"}',
  'store_payments_total{provider="sandbox",outcome="callback_paid"}',
  "store_orders_paid_total",
  'store_order_lines_total{outcome="completed"}',
  'store_jobs_total{queue="deliver-order",outcome="completed"}',
];
const DEPTH = 'store_job_queue_depth{queue="deliver-order"}';

describe("metrics", () => {
  let store: StoreProcess | undefined;
  afterEach(() => disposeStore(store));

  it("are scraped with the token and count a real purchase", async () => {
    store = await startStore({ env: { METRICS_TOKEN: TOKEN, SANDBOX_FULFILMENT_DELAY_MS: "0" } });
    expect((await scrape(store)).status).toBe(401);
    expect((await scrape(store, "wrong")).status).toBe(401);
    // The demo orders placed at start leave their delivery jobs to the worker: let it finish them first, so the
    // purchase below is what moves the counters.
    let before = "";
    for (let i = 0; i < 60; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const next = await (await scrape(store, TOKEN)).text();
      const isSettled = COUNTED.every((series) => sample(next, series) === sample(before, series));
      if (next.includes(`${DEPTH} 0`) && isSettled) break;
      before = next;
    }

    const bought = await buyAsGuest(store.origin, await supplyProduct(store.origin), {
      email: "metrics.buyer@example.org",
    });
    expect(bought.step).toBe("paid");
    const hash = bought.hash!;
    for (let i = 0; i < 50; i++) {
      const { status } = await (await fetch(`${store.origin}/api/orders/${hash}/`)).json();
      if (status === "done") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    // The job is counted as it ends, after the order is done, and the depth is sampled: scrape until the purchase
    // shows (a busy machine may take seconds), then check that it counted exactly once.
    let text = "";
    await waitFor(
      async () => {
        text = await (await scrape(store!, TOKEN)).text();
        return (
          COUNTED.every((series) => sample(text, series) > sample(before, series)) &&
          text.includes(`${DEPTH} 0`)
        );
      },
      20_000,
      () => `the purchase never showed in the metrics:\n${text}`,
    );
    const res = await scrape(store, TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    text = await res.text();
    expect(text).toMatch(/store_http_request_duration_seconds_bucket\{[^}]*route="\/api\/games\/"/);
    expect(text).toMatch(/store_http_request_duration_seconds_count\{[^}]*route="\/api\/orders\/\{id\}\/"/);
    expect(text).not.toContain(hash);
    // One purchase: one payment started and paid, one order paid, one line delivered by one delivery job.
    expect(COUNTED.map((series) => sample(text, series) - sample(before, series))).toEqual([1, 1, 1, 1, 1]);
    expect(text).toContain(`${DEPTH} 0`);
    // The order's own answers (its status, its page's data) reach the app and are never kept: counted apart from
    // the cacheable renders, so they do not lower the page cache's hit share.
    const PASS = 'store_page_cache_answers_total{result="pass"}';
    expect(sample(text, PASS) - sample(before, PASS)).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/store_process_cpu_seconds_total/);
  });

  it("keep a bounded number of request series, whatever paths and methods anonymous clients send", async () => {
    store = await startStore({ env: { METRICS_TOKEN: TOKEN } });
    const origin = store.origin;
    const series = async () =>
      (await (await scrape(store!, TOKEN)).text())
        .split("\n")
        .filter((line) => line.startsWith("store_http_request_duration_seconds_count{"));
    const word = () =>
      Math.random()
        .toString(36)
        .replace(/[^a-z]/g, "")
        .slice(0, 8) || "abc";
    /** One round of what a scanner sends: every path and method new, none of them anything the store knows. */
    const round = (n: number) =>
      Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const slug = `${word()}x${i}`;
          const answers = await Promise.all([
            fetch(`${origin}/api/admin/content/articles/${slug}/`, { method: "DELETE" }),
            fetch(`${origin}/api/${slug}/${word()}/`),
            fetch(`${origin}/${slug}/${word()}/${word()}`),
            fetch(`${origin}/games/${slug}`, { method: "PATCH" }),
          ]);
          await Promise.all(answers.map((a) => a.arrayBuffer()));
          return answers.map((a) => a.status);
        }),
      );
    const [[deleteStatus]] = await round(3);
    expect(deleteStatus).toBe(401);
    const before = await series();
    await round(30);
    const after = await series();
    expect(after.map((line) => line.split("}")[0]).sort()).toEqual(
      before.map((line) => line.split("}")[0]).sort(),
    );
    // Labelled by the route template of the endpoint registry, not by the path that was asked for.
    expect(after.join("\n")).toMatch(
      /\{method="DELETE",route="\/api\/admin\/content\/articles\/\{slug\}\/",status="401"\} \d+/,
    );
  });

  it("are not served without METRICS_TOKEN", async () => {
    store = await startStore();
    expect((await scrape(store, "anything")).status).toBe(404);
  });
});
