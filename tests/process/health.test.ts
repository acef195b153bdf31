// Issue 14: health endpoints on the real server. Liveness answers while the process is up; readiness names each
// part (database, migrations, queue, shutdown) and turns 503 the moment SIGTERM arrives, while requests are still
// served for SHUTDOWN_DRAIN_MS so a balancer drains the instance; then the process exits 0.
import { disposeStore, startStore, type StoreProcess } from "./start-store";

jest.setTimeout(120_000);

const get = async (store: StoreProcess, path: string) => {
  const res = await fetch(`${store.origin}${path}`);
  return { status: res.status, cache: res.headers.get("cache-control"), body: await res.json() };
};

describe("health endpoints", () => {
  let store: StoreProcess | undefined;
  afterEach(() => disposeStore(store));

  it("answers live and ready with every check ok, never cached", async () => {
    store = await startStore();
    expect(await get(store, "/api/health/live")).toEqual({
      status: 200,
      cache: "no-store",
      body: { status: "ok" },
    });
    expect(await get(store, "/api/health/ready")).toEqual({
      status: 200,
      cache: "no-store",
      body: { status: "ok", checks: { database: "ok", migrations: "ok", queue: "ok", shutdown: "ok" } },
    });
    expect((await fetch(`${store.origin}/api/health/ready`, { method: "POST" })).status).toBe(405);
  });

  it("turns ready 503 at once on SIGTERM, keeps serving during the drain, then exits 0", async () => {
    store = await startStore({ env: { SHUTDOWN_DRAIN_MS: "2000" } });
    const stopping = store.stop("SIGTERM");
    let seen: Awaited<ReturnType<typeof get>> | undefined;
    for (let i = 0; i < 20 && seen?.status !== 503; i++) {
      seen = await get(store, "/api/health/ready");
      if (seen.status !== 503) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toEqual({
      status: 503,
      cache: "no-store",
      body: {
        status: "unavailable",
        checks: { database: "ok", migrations: "ok", queue: "ok", shutdown: "shutting down" },
      },
    });
    // Still serving while it drains: liveness and the catalogue answer.
    expect((await get(store, "/api/health/live")).status).toBe(200);
    expect((await fetch(`${store.origin}/api/games/`)).status).toBe(200);
    expect((await stopping).code).toBe(0);
  });
});
