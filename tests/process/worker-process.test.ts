// Issue 10: the job worker as its own process (`npm run worker`) beside a web instance started with WORKER=off,
// both on one PostgreSQL: the web instance only takes the order and its payment, the worker delivers it, and
// SIGTERM stops the worker cleanly.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { disposeStore, root, startStore, type StoreProcess } from "./start-store";

jest.setTimeout(180_000);

const base = process.env.TEST_DATABASE_URL;
const describeOnPostgres = base ? describe : describe.skip;
if (!base) console.warn("worker-process.test.ts skipped: TEST_DATABASE_URL is not set");

describeOnPostgres("the worker process", () => {
  const name = `store_worker_${randomBytes(5).toString("hex")}`;
  const url = new URL(base ?? "postgres://localhost/x");
  url.pathname = `/${name}`;
  let store: StoreProcess | undefined;

  beforeAll(async () => {
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    await disposeStore(store);
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("delivers what a web instance with WORKER=off took, and stops on SIGTERM", async () => {
    const env = { DATABASE_URL: url.toString(), SANDBOX_FULFILMENT_DELAY_MS: "0" };
    store = await startStore({ env: { ...env, WORKER: "off" } });
    const origin = store.origin;
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
    const games = (await (await fetch(`${origin}/api/games/?title_exact=PUBG%20Mobile`)).json()) as {
      results: { id: number }[];
    };
    const game = (await (await fetch(`${origin}/api/games/${games.results[0].id}/`)).json()) as {
      products: { id: number }[];
    };
    const created = await post(
      "/api/orders/pubg/",
      JSON.stringify({
        products: [{ product_id: game.products[0].id, quantity: 1 }],
        email: "w@example.com",
      }),
    );
    const order = (await created.json()) as { id: number; hash: string };
    const scenario = (await (
      await post("/api/payments/sandbox-card/", JSON.stringify({ order_id: order.id, currency: "RUB" }))
    ).json()) as { url: string };
    await post(
      `/sandbox/pay/${scenario.url.split("/").pop()}/decision`,
      "decision=approve",
      "application/x-www-form-urlencoded",
    );
    const statusOf = async () =>
      ((await (await fetch(`${origin}/api/orders/${order.hash}/`)).json()) as { status: string }).status;
    // Without a worker the paid order waits.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await statusOf()).toBe("paid");

    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: "warn" };
    delete childEnv.NODE_OPTIONS;
    const worker = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/worker.ts"], {
      cwd: root,
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    worker.stdout!.on("data", (d) => (output += d));
    worker.stderr!.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => worker.once("exit", (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while ((await statusOf()) !== "done") {
        if (Date.now() > deadline) throw new Error(`not delivered by the worker:\n${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      worker.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(output).toContain("Worker running");
  });
});
