// Issue 14: the production topology (npm run cluster: nginx, three web instances, a worker, one PostgreSQL) tested
// the way it fails. Under a load of catalogue reads and guest purchases through nginx, one instance is killed
// (SIGKILL) and restarted, the worker is killed mid-delivery and restarted, and another instance gets SIGTERM:
// no read sees an error, every purchase that was paid is delivered exactly once, no order is doubled.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort, root } from "./start-store";
import { buyAsGuest, supplyProduct, type Purchase } from "./store-shopper";

jest.setTimeout(300_000);

type State = { url: string; databaseUrl: string; instances: { pid: number }[]; worker: { pid: number } };

const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((p) => existsSync(p));
const run = process.env.TEST_DATABASE_URL && nginx ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Guests buying in parallel; a failure nginx cannot retry is bounded by one per buyer. */
const BUYERS = 3;

run("the cluster under failure", () => {
  let cluster: ChildProcess | undefined;
  let dir: string;
  let output = "";

  let passed = false;
  afterAll(async () => {
    // A failure shows what the cluster said (restarts, start-up errors).
    if (!passed) console.log(`cluster output:\n${output.slice(-4000)}`);
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster!.once("exit", r));
      cluster.kill("SIGTERM");
      await Promise.race([exited, sleep(60_000)]);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("loses and doubles nothing, and fails only what nginx cannot retry, when instances and the worker die", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "store-cluster-test-"));
    const stateFile = path.join(dir, "state.json");
    const port = await findFreePort();
    cluster = spawn(
      process.execPath,
      [
        "scripts/cluster.mjs",
        "--instances",
        "3",
        "--port",
        String(port),
        "--state",
        stateFile,
        "--database-url",
        process.env.TEST_DATABASE_URL!,
        "--logs",
        path.join(dir, "logs"),
        // The run's build is made before the process tests (they need it); building again here would rewrite
        // .next under the Playwright journeys' server, which npm test runs beside these tests.
        "--no-build",
      ],
      {
        cwd: root,
        env: { ...process.env, SHUTDOWN_DRAIN_MS: "3000", SANDBOX_FULFILMENT_DELAY_MS: "200" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    cluster.stdout!.on("data", (d) => (output += d));
    cluster.stderr!.on("data", (d) => (output += d));
    const deadline = Date.now() + 180_000;
    while (!output.includes("The store:")) {
      if (cluster.exitCode !== null || Date.now() > deadline)
        throw new Error(`the cluster did not start:\n${output}`);
      await sleep(500);
    }
    const state = () => JSON.parse(readFileSync(stateFile, "utf8")) as State;
    const { url, databaseUrl } = state();
    const productId = await supplyProduct(url);

    // Load: readers on idempotent catalogue calls, buyers paying guest orders, for the whole failure sequence.
    let loading = true;
    const reads: number[] = [];
    const readers = Array.from({ length: 6 }, async (_, r) => {
      while (loading) {
        const res = await fetch(`${url}${r % 2 ? "/api/gifts/?search=a" : "/api/games/"}`).catch(() => null);
        reads.push(res?.status ?? 0);
        await res?.arrayBuffer();
      }
    });
    const purchases: (Purchase & { endedAt: number })[] = [];
    let next = 0;
    const buyers = Array.from({ length: BUYERS }, async () => {
      while (loading) {
        const i = next++;
        const purchase = await buyAsGuest(url, productId, {
          email: `cluster${i}@example.com`,
          playerId: `7${100000 + i}5`,
        });
        purchases.push({ ...purchase, endedAt: Date.now() });
      }
    });

    await sleep(2_000);
    process.kill(state().instances[0].pid, "SIGKILL");
    await sleep(3_000);
    process.kill(state().worker.pid, "SIGKILL");
    await sleep(3_000);
    const sigtermAt = Date.now();
    process.kill(state().instances[1].pid, "SIGTERM");
    await sleep(5_000);
    loading = false;
    await Promise.all([...readers, ...buyers]);

    // Every read answered 200: nginx retried idempotent requests on a live instance.
    expect(reads.length).toBeGreaterThan(50);
    expect(reads.filter((s) => s !== 200)).toEqual([]);

    const paid = purchases.filter((p) => p.step === "paid");
    expect(paid.length).toBeGreaterThan(10);
    // A POST already sent to the instance killed with SIGKILL fails (nginx never retries a POST it sent): at most one
    // per buyer before the SIGTERM. The instance stopped with SIGTERM drops no pooled connection (every answer of its
    // drain closes its connection, nginx closes its idle ones first, and a connection opened just before it stops
    // listening still gets its answer: server/serve.ts); what nginx cannot avoid is a POST that reaches the
    // instance's accept queue in the instant it stops listening (reset, 502 from nginx; deploy/README.md "Updates").
    // So after the SIGTERM: at most one such 502 per buyer, and nothing else. The failed steps are printed either way.
    const failed = purchases.filter((p) => p.step !== "paid");
    const describe = (list: typeof failed) => list.map((p) => `${p.email}: ${p.step}`).join("; ");
    if (failed.length) console.log(`purchases that did not finish: ${describe(failed)}`);
    expect(failed.filter((p) => p.endedAt < sigtermAt).length).toBeLessThanOrEqual(BUYERS);
    const afterSigterm = failed.filter((p) => p.endedAt >= sigtermAt);
    expect(afterSigterm.length).toBeLessThanOrEqual(BUYERS);
    expect(describe(afterSigterm.filter((p) => !p.step.endsWith(" 502 from nginx")))).toBe("");

    const { default: pg } = await import("pg");
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const emails = purchases.map((p) => p.email);
      let rows: {
        email: string;
        status: string;
        orders: number;
        dones: number;
        deliveries: number;
        lines: number;
      }[] = [];
      const until = Date.now() + 90_000;
      do {
        await sleep(1_000);
        rows = (
          await db.query(
            `select o.email, o.status, count(*) over (partition by o.email)::int as orders,
                    (select count(*) from order_events e where e.order_id = o.id and e.status = 'done')::int as dones,
                    (select count(*) from sandbox_deliveries d join order_lines l on d.key = 'line-' || l.id
                      where l.order_id = o.id and d.result->>'kind' = 'delivered')::int as deliveries,
                    (select count(*) from order_lines l where l.order_id = o.id and l.status = 'completed')::int as lines
               from orders o where o.email = any($1::text[])`,
            [emails],
          )
        ).rows;
      } while (
        rows.filter((r) => paid.some((p) => p.email === r.email) && r.status !== "done").length &&
        Date.now() < until
      );
      for (const p of paid) {
        expect(rows.find((r) => r.email === p.email)).toEqual(
          expect.objectContaining({ status: "done", orders: 1, dones: 1, deliveries: 1, lines: 1 }),
        );
      }
      // No order doubled, paid or not.
      expect(rows.filter((r) => r.orders > 1)).toEqual([]);
    } finally {
      await db.end();
    }
    // The killed and the stopped processes came back.
    expect(output).toMatch(/web:\d+ exited \(SIGKILL\): restarting it/);
    expect(output).toMatch(/worker exited \(SIGKILL\): restarting it/);
    passed = true;
  });
});
