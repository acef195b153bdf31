// Issue 10: the job worker as its own process (`npm run worker`) beside a web instance started with WORKER=off,
// both on one PostgreSQL: the web instance only takes the order and its payment, the worker delivers it, and
// SIGTERM stops the worker cleanly.
import { createPostgresDatabase } from "../helpers/test-db";
import { disposeStore, startStore, type StoreProcess } from "./start-store";
import { buyAsGuest, supplyProduct } from "./store-shopper";
import { startWorker } from "./worker-child";

jest.setTimeout(180_000);

const base = process.env.TEST_DATABASE_URL;
const describeOnPostgres = base ? describe : describe.skip;
if (!base) console.warn("worker-process.test.ts skipped: TEST_DATABASE_URL is not set");

describeOnPostgres("the worker process", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let store: StoreProcess | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase(base!);
  });

  afterAll(async () => {
    await disposeStore(store);
    await database?.drop();
  });

  it("delivers what a web instance with WORKER=off took, and stops on SIGTERM", async () => {
    const env = { DATABASE_URL: database!.url, SANDBOX_FULFILMENT_DELAY_MS: "0" };
    store = await startStore({ env: { ...env, WORKER: "off" } });
    const origin = store.origin;
    const order = await buyAsGuest(origin, await supplyProduct(origin), { email: "w@example.com" });
    expect(order.step).toBe("paid");
    const statusOf = async () =>
      ((await (await fetch(`${origin}/api/orders/${order.hash}/`)).json()) as { status: string }).status;
    // Without a worker the paid order waits.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await statusOf()).toBe("paid");

    // Run as the systemd unit runs it: one node process, the compiled worker. (A wrapper such as tsx's CLI would
    // start a second node under it, and a SIGTERM to the wrapper could end it with 143 before the worker had stopped.)
    const worker = startWorker({ ...env, LOG_LEVEL: "warn" });
    let exit: Awaited<ReturnType<typeof worker.stop>>;
    try {
      const deadline = Date.now() + 60_000;
      // Delivered, and the worker says it has started all its parts (a job may finish before the others start).
      while ((await statusOf()) !== "done" || !worker.output().includes("Worker running")) {
        if (Date.now() > deadline) throw new Error(`not delivered by the worker:\n${worker.output()}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      exit = await worker.stop("SIGTERM");
    }
    expect(exit).toEqual({ code: 0, signal: null });
    expect(worker.output()).toContain("Worker running");
  });
});
