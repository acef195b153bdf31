// Issue 25: the store behind the real nginx (deploy/nginx/game-store.conf) with two instances, the worker and a
// PostgreSQL of the test's own. Build files: one Cache-Control, the app's brotli passed to browsers that accept it.
// Request ids: the client's kept end to end. A database blip: PostgreSQL stopped for 10 s under page reads and guest
// purchases while a monitor polls readiness through nginx: no 502 from nginx, every paid order delivered once.
import http from "node:http";
import { hasBinaries, startTopology, type Topology } from "./nginx-topology";
import { buyAsGuest, supplyProduct, type Purchase } from "./store-shopper";

jest.setTimeout(240_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = hasBinaries() ? describe : describe.skip;

/** A GET whose answer keeps every header value apart (a repeated header shows twice). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string[]>; bytes: number }>(
    (resolve, reject) => {
      http
        .get(url, { headers, agent: false }, (res) => {
          const all: Record<string, string[]> = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            (all[res.rawHeaders[i].toLowerCase()] ??= []).push(res.rawHeaders[i + 1]);
          let bytes = 0;
          res.on("data", (d: Buffer) => (bytes += d.length));
          res.on("end", () => resolve({ status: res.statusCode!, headers: all, bytes }));
        })
        .on("error", reject);
    },
  );
}

run("the store behind nginx", () => {
  let topology: Topology;
  let passed = 0;

  beforeAll(async () => {
    topology = await startTopology({ instances: 2 });
  }, 180_000);
  afterAll(async () => {
    if (passed < 3 && topology) console.log(`topology output:\n${topology.output()}`);
    await topology?.stop();
  });

  it("sends build files with one Cache-Control and the app's brotli to browsers that accept it", async () => {
    const home = await (await fetch(`${topology.url}/`)).text();
    const scripts = [...home.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    const file = `${topology.url}${scripts[scripts.length - 1]}`;
    // The app compresses a file the first time it is asked for; nginx must neither keep that first (plain) answer
    // for everyone nor gzip it itself.
    let answer = await rawGet(file, { "accept-encoding": "br, gzip" });
    for (let i = 0; i < 40 && answer.headers["content-encoding"]?.[0] !== "br"; i++) {
      await sleep(250);
      answer = await rawGet(file, { "accept-encoding": "br, gzip" });
    }
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toEqual(["br"]);
    expect(answer.headers["cache-control"]).toEqual(["public, max-age=31536000, immutable"]);
    const gzip = await rawGet(file, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toEqual(["gzip"]);
    expect(gzip.headers["cache-control"]).toEqual(["public, max-age=31536000, immutable"]);
    passed++;
  });

  it("keeps a client's request id through nginx and the app, and logs it with the upstream timing", async () => {
    const id = "support-ticket-4711";
    const answer = await rawGet(`${topology.url}/api/games/?limit=1`, { "x-request-id": id });
    expect(answer.headers["x-request-id"]).toEqual([id]);
    const again = await rawGet(`${topology.url}/api/games/?limit=1`);
    expect(again.headers["x-request-id"]).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    await sleep(200);
    const line = topology
      .accessLog()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .find((l) => l.requestId === id);
    expect(line).toEqual(
      expect.objectContaining({ status: 200, upstreamAddr: expect.stringMatching(/^127\.0\.0\.1:\d+$/) }),
    );
    passed++;
  });

  it("rides out PostgreSQL stopped for 10 s with readiness polled through nginx: no 502, paid orders delivered once", async () => {
    const { url } = topology;
    const productId = await supplyProduct(url);
    const games = (await (await fetch(`${url}/api/games/?limit=3`)).json()) as { results: { id: number }[] };
    const pages = ["/", ...games.results.map((g) => `/games/${g.id}`)];

    let loading = true;
    let databaseDown = false;
    const reads: { status: number; down: boolean }[] = [];
    const readiness: { status: number; down: boolean }[] = [];
    const readers = Array.from({ length: 3 }, async (_, r) => {
      for (let i = r; loading; i++) {
        const res = await fetch(`${url}${pages[i % pages.length]}`).catch(() => null);
        reads.push({ status: res?.status ?? 0, down: databaseDown });
        await res?.arrayBuffer();
      }
    });
    // A monitor polling readiness through nginx, as deploy/README's step 7 used to.
    const poller = (async () => {
      while (loading) {
        const res = await fetch(`${url}/api/health/ready`).catch(() => null);
        readiness.push({ status: res?.status ?? 0, down: databaseDown });
        await res?.arrayBuffer();
        await sleep(50);
      }
    })();
    const purchases: Purchase[] = [];
    let next = 0;
    const buyers = Array.from({ length: 3 }, async () => {
      while (loading) {
        const i = next++;
        purchases.push(
          await buyAsGuest(url, productId, { email: `blip${i}@example.com`, playerId: `7${100000 + i}5` }),
        );
      }
    });

    await sleep(3_000);
    databaseDown = true;
    topology.postgres.stop("fast");
    await sleep(10_000);
    topology.postgres.start();
    databaseDown = false;
    await sleep(10_000);
    loading = false;
    await Promise.all([...readers, poller, ...buyers]);

    // The database was away (readiness said so) and came back.
    expect(readiness.filter((r) => r.down && r.status === 503).length).toBeGreaterThan(0);
    expect(readiness.slice(-3).map((r) => r.status)).toEqual([200, 200, 200]);
    // Nothing answered by nginx itself: no 502 (no live upstreams) and no broken connection.
    const badReads = reads.filter((r) => r.status === 502 || r.status === 0);
    const badPolls = readiness.filter((r) => r.status === 502 || r.status === 0);
    const badBuys = purchases.filter((p) => / 502 |network/.test(p.step));
    expect({ badReads, badPolls, badBuys: badBuys.map((p) => p.step) }).toEqual({
      badReads: [],
      badPolls: [],
      badBuys: [],
    });
    expect(reads.length).toBeGreaterThan(30);

    const paid = purchases.filter((p) => p.step === "paid");
    expect(paid.length).toBeGreaterThan(5);
    const { default: pg } = await import("pg");
    const db = new pg.Client({ connectionString: topology.databaseUrl });
    await db.connect();
    try {
      let rows: { email: string; status: string; orders: number; deliveries: number }[] = [];
      const until = Date.now() + 90_000;
      do {
        await sleep(1_000);
        rows = (
          await db.query(
            `select o.email, o.status, count(*) over (partition by o.email)::int as orders,
                    (select count(*) from sandbox_deliveries d join order_lines l on d.key = 'line-' || l.id
                      where l.order_id = o.id and d.result->>'kind' = 'delivered')::int as deliveries
               from orders o where o.email = any($1::text[])`,
            [purchases.map((p) => p.email)],
          )
        ).rows;
      } while (
        rows.some((r) => paid.some((p) => p.email === r.email) && r.status !== "done") &&
        Date.now() < until
      );
      for (const p of paid)
        expect(rows.find((r) => r.email === p.email)).toEqual(
          expect.objectContaining({ email: p.email, status: "done", orders: 1, deliveries: 1 }),
        );
      expect(rows.filter((r) => r.orders > 1)).toEqual([]);
    } finally {
      await db.end();
    }
    // The topology would start the worker again if it exited, as systemd would: it must not have needed to (the
    // worker rides out the database's restart by itself, tests/process/database-restart.test.ts).
    expect(topology.workerExits).toEqual([]);
    passed++;
  });
});
